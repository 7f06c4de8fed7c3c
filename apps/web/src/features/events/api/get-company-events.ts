import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql, readFragment, request } from '@/lib/graphql';
import { EventFields } from './event-fields';
import { eventKeys } from './event-keys';

const GetCompanyEvents = graphql(
  `
    query GetCompanyEvents($from: DateTime!, $to: DateTime!) {
      getCompanyEvents(from: $from, to: $to) {
        ...EventFields
      }
    }
  `,
  [EventFields],
);

/** The company's events overlapping the dates the calendar shows; null until it has shown any. */
export function useCompanyEvents(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: eventKeys.range(range?.from ?? '', range?.to ?? ''),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const { getCompanyEvents } = await request(GetCompanyEvents, range!, { signal });
      return getCompanyEvents.map((event) => readFragment(EventFields, event));
    },
  });
}
