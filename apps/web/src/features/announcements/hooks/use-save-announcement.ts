import type { AnnouncementStatus } from '@quorum/shared';
import type { Announcement } from '../api/announcement-fields';
import { useCreateAnnouncement, type AnnouncementInput } from '../api/create-announcement';
import { useCreatePoll } from '../api/create-poll';
import { useUpdateAnnouncement } from '../api/update-announcement';
import type { AttachmentChoice } from '../components/editor/attachment-field';
import { toLocalInput, type ParsedEditorValues } from '../components/editor/editor-values';
import { enqueueAnnouncementUpload, type AnnouncementUploadPoll } from '../uploads';

/** How a save went: done now, or handed to the upload queue (it saves when the file is stored). */
export type SaveOutcome = { kind: 'saved'; status: AnnouncementStatus } | { kind: 'queued' };

export interface SaveRequest {
  /** The announcement being changed; null for a new one. */
  announcement: Announcement | null;
  /** A new poll standing alone (no title of its own: its question is its title). */
  standingPoll: boolean;
  values: ParsedEditorValues;
  attachment: AttachmentChoice;
  status: AnnouncementStatus;
}

/** The poll as the API takes it; an end left as it was is sent as it was, to the second. */
const pollInputOf = (
  poll: NonNullable<ParsedEditorValues['poll']>,
  kept: Announcement['poll'] | undefined,
): AnnouncementUploadPoll => ({
  title: poll.question,
  options: poll.options.map((option) => option.value),
  multipleChoice: poll.multipleChoice,
  endsAt:
    kept && poll.endsAt === toLocalInput(new Date(kept.endsAt))
      ? kept.endsAt
      : new Date(poll.endsAt).toISOString(),
});

/**
 * Saves what the editor holds, the way its attachment needs: a new file goes to the upload queue
 * with the announcement's words (the queue creates or updates the announcement once the file is
 * stored, so the editor can close at once); otherwise createAnnouncement or updateAnnouncement
 * directly (a removed attachment sent as null), and a new standing poll through createPoll.
 */
export function useSaveAnnouncement() {
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const createPoll = useCreatePoll();

  const save = async ({
    announcement,
    standingPoll,
    values,
    attachment,
    status,
  }: SaveRequest): Promise<SaveOutcome> => {
    const poll = values.poll ? pollInputOf(values.poll, announcement?.poll) : null;
    const title =
      standingPoll || announcement?.announcementType === 'poll'
        ? (poll?.title ?? values.title)
        : values.title;
    if (attachment.kind === 'new') {
      enqueueAnnouncementUpload({
        file: attachment.file,
        announcementInput: {
          ...(announcement ? { announcementId: announcement.announcementId } : {}),
          title,
          body: values.body,
          poll,
        },
        type: status,
      });
      return { kind: 'queued' };
    }
    if (!announcement && standingPoll && poll) {
      const created = await createPoll.mutateAsync({ pollInput: poll, status });
      return { kind: 'saved', status: created.status };
    }
    const input: AnnouncementInput = { title, body: values.body, status, poll };
    if (announcement) {
      const removed = attachment.kind === 'none' && announcement.attachment !== null;
      const saved = await update.mutateAsync({
        ...input,
        announcementId: announcement.announcementId,
        ...(removed ? { attachment: null, attachmentThumbnail: null } : {}),
      });
      return { kind: 'saved', status: saved.status };
    }
    const created = await create.mutateAsync(input);
    return { kind: 'saved', status: created.status };
  };

  return {
    save,
    saving: create.isPending || update.isPending || createPoll.isPending,
    reset: () => {
      create.reset();
      update.reset();
      createPoll.reset();
    },
  };
}
