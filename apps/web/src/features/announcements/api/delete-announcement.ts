import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { announcementKeys } from './announcement-keys';

const DeleteAnnouncement = graphql(`
  mutation DeleteAnnouncement($announcementId: ID!) {
    deleteAnnouncement(announcementId: $announcementId) {
      message
    }
  }
`);

/** Deletes an announcement for good, with its files and its poll's votes. */
export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (announcementId: string) =>
      (await request(DeleteAnnouncement, { announcementId })).deleteAnnouncement,
    onSuccess: (_answer, announcementId) =>
      queryClient.removeQueries({ queryKey: announcementKeys.detail(announcementId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.lists() }),
  });
}
