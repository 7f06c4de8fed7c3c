import type { ActivityFilters } from './get-activities';

/** Query keys of the history of activity: the pages by filters, timelines, the retention. */
export const activityKeys = {
  all: ['activity'] as const,
  lists: () => [...activityKeys.all, 'getActivities'] as const,
  list: (filters: ActivityFilters, page: number) =>
    [...activityKeys.lists(), filters, page] as const,
  timeline: (subjectType: string, subjectId: string) =>
    [...activityKeys.lists(), 'timeline', subjectType, subjectId] as const,
  retention: () => [...activityKeys.all, 'getActivityRetention'] as const,
  people: () => [...activityKeys.all, 'people'] as const,
};
