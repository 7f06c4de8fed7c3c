import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { announcementKeys } from './announcement-keys';

const PinAnnouncement = graphql(`
  mutation PinAnnouncement($announcementId: ID!, $isPinned: Boolean!) {
    pinAnnouncement(announcementId: $announcementId, isPinned: $isPinned) {
      _id
      isPinned
    }
  }
`);

/** Pins an announcement to the top of the list, or unpins it; the lists refetch in their new order. */
export function usePinAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { announcementId: string; isPinned: boolean }) =>
      (await request(PinAnnouncement, variables)).pinAnnouncement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
