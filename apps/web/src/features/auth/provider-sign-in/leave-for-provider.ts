/** The tab goes to the provider's sign-in page; its own module so a test can stand in for it. */
export function leaveForProvider(authorizationUrl: string) {
  window.location.assign(authorizationUrl);
}
