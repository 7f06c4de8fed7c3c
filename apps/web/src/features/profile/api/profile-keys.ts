/** Query keys of the Profile page's own lists (the person's account is `@/lib/account`'s). */
export const profileKeys = {
  sessions: ['profile', 'sessions'] as const,
};
