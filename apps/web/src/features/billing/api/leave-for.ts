/**
 * Leaves the app for the payment provider's page (or the local checkout page, a full page load
 * as Stripe's would be). One place, so tests can see where the browser was sent.
 */
export function leaveFor(url: string) {
  window.location.assign(url);
}
