import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { announcementKeys } from './announcement-keys';

const StarAnnouncement = graphql(`
  mutation StarAnnouncement($announcementId: ID!, $starred: Boolean!) {
    starAnnouncement(announcementId: $announcementId, starred: $starred) {
      _id
      starred
    }
  }
`);

/** Stars or unstars an announcement. */
export function useStarAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { announcementId: string; starred: boolean }) =>
      (await request(StarAnnouncement, variables)).starAnnouncement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
