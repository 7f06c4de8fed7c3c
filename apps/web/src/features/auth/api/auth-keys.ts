/** Query keys of the signed-out pages. */
export const authKeys = {
  all: ['auth'] as const,
  signInProviders: () => [...authKeys.all, 'signInProviders'] as const,
};
