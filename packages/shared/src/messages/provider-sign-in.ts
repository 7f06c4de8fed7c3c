/**
 * Signing in with Google or Microsoft. The spec has only the web app's fallback for a failed
 * Google sign-in (generic.tryAgainLater); the server's refusals are ours.
 */
export const providerSignInMessages = {
  notConfigured: (provider: string) => `Sign-in with ${provider} is not available here.`, // (ours)
  tokenRefused: (provider: string) =>
    `We could not confirm your ${provider} sign-in. Please try again.`, // (ours)
  expired: 'This sign-in has expired. Please start again.', // (ours)
  emailNotVerified: (provider: string) =>
    `Your ${provider} account does not confirm that you own its email address, so it cannot be used to sign in.`, // (ours)
  noAccount: 'There is no Quorum account for this email address. Please create an account first.', // (ours)
  accountMismatch: (provider: string) =>
    `This ${provider} account is linked to another Quorum account.`, // (ours)
  /** The provider sent the person back without a token: they cancelled, or it refused. */
  declined: (provider: string) => `${provider} did not sign you in. Please try again.`, // (ours)
  /** The web app's own check: the answer is not for the sign-in this tab started. */
  notStartedHere: 'This sign-in was not started on this page. Please start again.', // (ours)
};
