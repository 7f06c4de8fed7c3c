/** Query keys of the Profile page's own lists (the person's account is `@/lib/account`'s). */
export const profileKeys = {
  sessions: ['profile', 'sessions'] as const,
  secondFactor: ['profile', 'second-factor'] as const,
  trustedDevices: ['profile', 'trusted-devices'] as const,
};
