import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { eventKeys } from './event-keys';

const CalendarFeed = graphql(`
  query CalendarFeed {
    calendarFeed {
      active
      createdAt
      url
    }
  }
`);

const CreateCalendarFeed = graphql(`
  mutation CreateCalendarFeed {
    createCalendarFeed {
      active
      createdAt
      url
    }
  }
`);

const RevokeCalendarFeed = graphql(`
  mutation RevokeCalendarFeed {
    revokeCalendarFeed {
      active
      createdAt
      url
    }
  }
`);

/** Whether the company has a live feed (admins only). */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.feed(),
    enabled,
    queryFn: async ({ signal }) => (await request(CalendarFeed, {}, { signal })).calendarFeed,
  });
}

/** Makes a new feed address (revoking the old): the answer is the only time it is shown. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(CreateCalendarFeed, {})).createCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(eventKeys.feed(), { ...feed, url: null }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(RevokeCalendarFeed, {})).revokeCalendarFeed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.feed() }),
  });
}
