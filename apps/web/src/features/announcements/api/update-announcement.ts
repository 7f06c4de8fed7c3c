import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { announcementKeys } from './announcement-keys';
import type { AnnouncementInput } from './create-announcement';

const UpdateAnnouncement = graphql(`
  mutation UpdateAnnouncement($announcementInput: AnnouncementInput!) {
    updateAnnouncement(announcementInput: $announcementInput) {
      _id
      announcementId
      status
    }
  }
`);

/**
 * Changes an announcement (`announcementInput.announcementId` names it): its words, its status
 * (publishing a draft), its attachment (a new key, or null to remove it) and its poll.
 */
export function useUpdateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (announcementInput: AnnouncementInput & { announcementId: string }) =>
      (await request(UpdateAnnouncement, { announcementInput })).updateAnnouncement,
    // Refetched on failure too: NOT_FOUND means someone else deleted it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
