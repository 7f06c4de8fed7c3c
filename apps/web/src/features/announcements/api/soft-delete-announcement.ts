import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { announcementKeys } from './announcement-keys';

const SoftDeleteAnnouncement = graphql(`
  mutation SoftDeleteAnnouncement($announcementId: ID!) {
    softDeleteAnnouncement(announcementId: $announcementId) {
      _id
      deleted
    }
  }
`);

/** Sends an announcement to the Deleted tab, where it can be restored for 60 days. */
export function useSoftDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (announcementId: string) =>
      (await request(SoftDeleteAnnouncement, { announcementId })).softDeleteAnnouncement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
