import type { AnnouncementStatus } from '@quorum/shared';
import { graphql, request } from '@/lib/graphql';
import type { AnnouncementUploadInput, SavedAnnouncement } from './types';

// The queue saves outside React (a resumed upload has no page to hold a mutation hook), so it
// keeps its own documents rather than the pages' hooks.
const CreateUploadedAnnouncement = graphql(`
  mutation CreateUploadedAnnouncement($announcementInput: AnnouncementInput!) {
    createAnnouncement(announcementInput: $announcementInput) {
      announcementId
      status
    }
  }
`);

const UpdateUploadedAnnouncement = graphql(`
  mutation UpdateUploadedAnnouncement($announcementInput: AnnouncementInput!) {
    updateAnnouncement(announcementInput: $announcementInput) {
      announcementId
      status
    }
  }
`);

export interface AnnouncementToSave {
  input: AnnouncementUploadInput;
  status: AnnouncementStatus;
  /** The stored file's key, and its thumbnail's when there is one. */
  attachment: string;
  attachmentThumbnail: string | null;
}

/** createAnnouncement, or updateAnnouncement when the input names an announcement. */
export async function saveAnnouncement(
  { input, status, attachment, attachmentThumbnail }: AnnouncementToSave,
  signal: AbortSignal,
): Promise<SavedAnnouncement> {
  // Without a thumbnail of ours the key is left out: the server then uses its own, if it made one.
  const announcementInput = {
    ...input,
    status,
    attachment,
    ...(attachmentThumbnail ? { attachmentThumbnail } : {}),
  };
  if (input.announcementId) {
    const answer = await request(UpdateUploadedAnnouncement, { announcementInput }, { signal });
    return answer.updateAnnouncement;
  }
  const answer = await request(CreateUploadedAnnouncement, { announcementInput }, { signal });
  return answer.createAnnouncement;
}
