/** Query keys of the events calendar, owned here; a change invalidates `all`. */
export const eventKeys = {
  all: ['events'] as const,
  range: (from: string, to: string) => [...eventKeys.all, 'range', from, to] as const,
  upcoming: () => [...eventKeys.all, 'upcoming'] as const,
  feed: () => ['calendar-feed'] as const,
  team: () => [...eventKeys.all, 'team'] as const,
};
