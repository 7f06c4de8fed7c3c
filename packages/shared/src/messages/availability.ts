/** Availability messages: the database or another service is away, or an internal error (ours: the spec is silent). */
export const availabilityMessages = {
  // (ours) the database or Redis is away for a moment: nothing was changed, trying again will work.
  serviceUnavailable:
    'Quorum is briefly unavailable, and nothing was changed. Please try again in a moment.',
  // (ours) an unexpected failure: the reference finds the log line with the details.
  serverWithReference: (reference: string) =>
    `An error occurred on the server. If it happens again, please quote reference ${reference}.`,
} as const;
