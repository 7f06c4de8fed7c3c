import { useQuery } from '@tanstack/react-query';
import { graphql, readFragment, request } from '@/lib/graphql';
import { EventFields } from './event-fields';
import { eventKeys } from './event-keys';

const GetUpcomingCompanyEvent = graphql(
  `
    query GetUpcomingCompanyEvent {
      getUpcomingCompanyEvent {
        ...EventFields
      }
    }
  `,
  [EventFields],
);

/** The next event not yet over, for the header; null when there is none. */
export function useUpcomingEvent(enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.upcoming(),
    enabled,
    // The header shows it all day: a minute's staleness is fine, a new event invalidates it.
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const { getUpcomingCompanyEvent } = await request(GetUpcomingCompanyEvent, {}, { signal });
      return getUpcomingCompanyEvent ? readFragment(EventFields, getUpcomingCompanyEvent) : null;
    },
  });
}
