import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACTIVITIES_PAGE_SIZE } from '@quorum/shared';
import { graphql, isApiError, readFragment, request } from '@/lib/graphql';
import type { ResultOf } from '@/lib/graphql';
import { activityKeys } from './activity-keys';

export const ActivityFields = graphql(`
  fragment ActivityFields on Activity {
    _id
    userId
    profileImage
    jobTitle
    activityDescription
    createdAt
    area
    action
    ip
    device
    actor {
      kind
      name
      email
      role
      jobTitle
    }
    subject {
      type
      id
      label
    }
    changes {
      field
      before
      after
    }
  }
`);

export type Activity = ResultOf<typeof ActivityFields>;

const GetActivities = graphql(
  `
    query GetActivities($input: GetActivitiesInput) {
      getActivities(activityInput: $input) {
        companyWide
        items {
          ...ActivityFields
        }
        meta {
          currentPage
          totalItems
          totalPages
        }
      }
    }
  `,
  [ActivityFields],
);

/** The page's filters, as the API and the CSV export take them (dates as yyyy-mm-dd). */
export interface ActivityFilters {
  userId?: string | undefined;
  area?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A day's start and end in the viewer's time, as the API's instants. */
export function filterInput(filters: ActivityFilters) {
  return {
    userId: filters.userId || undefined,
    area: filters.area || undefined,
    from: filters.from ? new Date(`${filters.from}T00:00:00`).toISOString() : undefined,
    to: filters.to ? new Date(`${filters.to}T23:59:59.999`).toISOString() : undefined,
  };
}

async function fetchActivities(
  input: Record<string, unknown>,
  signal: AbortSignal,
): Promise<{
  companyWide: boolean;
  items: Activity[];
  meta: { currentPage: number; totalItems: number; totalPages: number };
}> {
  const { getActivities } = await request(GetActivities, { input }, { signal });
  return {
    companyWide: getActivities.companyWide,
    items: getActivities.items.map((item) => readFragment(ActivityFields, item)),
    meta: getActivities.meta,
  };
}

/** One page of the history, 10 a page, newest first. */
export function useActivities(filters: ActivityFilters, page: number) {
  return useQuery({
    queryKey: activityKeys.list(filters, page),
    queryFn: ({ signal }) =>
      fetchActivities({ ...filterInput(filters), page, limit: ACTIVITIES_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

/** One thing's timeline (a question, an announcement, an event); nothing recorded reads as empty. */
export function useTimeline(subjectType: string, subjectId: string, limit: number) {
  return useQuery({
    queryKey: [...activityKeys.timeline(subjectType, subjectId), limit],
    queryFn: async ({ signal }) => {
      try {
        return await fetchActivities({ subjectType, subjectId, page: 1, limit }, signal);
      } catch (error) {
        // The server answers a subject its trail does not know as not found.
        if (isApiError(error, 'NOT_FOUND'))
          return {
            companyWide: false,
            items: [],
            meta: { currentPage: 1, totalItems: 0, totalPages: 0 },
          };
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}
