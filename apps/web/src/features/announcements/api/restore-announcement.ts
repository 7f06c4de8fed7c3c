import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { announcementKeys } from './announcement-keys';

const RestoreAnnouncement = graphql(`
  mutation RestoreAnnouncement($announcementId: ID!) {
    restoreAnnouncement(announcementId: $announcementId) {
      _id
      deleted
    }
  }
`);

/** Brings an announcement back from the Deleted tab, as it was (the Undo of a delete, too). */
export function useRestoreAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (announcementId: string) =>
      (await request(RestoreAnnouncement, { announcementId })).restoreAnnouncement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
