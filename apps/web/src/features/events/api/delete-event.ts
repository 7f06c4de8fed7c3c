import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { eventKeys } from './event-keys';

const DeleteCompanyEvent = graphql(`
  mutation DeleteCompanyEvent($eventId: ID!) {
    deleteCompanyEvent(eventInput: { eventId: $eventId }) {
      _id
    }
  }
`);

/** Deletes an event: it leaves the calendar, and the feed tells subscribers it is cancelled. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (eventId: string) =>
      (await request(DeleteCompanyEvent, { eventId })).deleteCompanyEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
