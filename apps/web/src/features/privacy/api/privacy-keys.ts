/** Query keys of the privacy request tool. */
export const privacyKeys = {
  requests: ['privacy', 'requests'] as const,
  subject: (email: string) => ['privacy', 'subject', email] as const,
};
