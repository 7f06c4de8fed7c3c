/** Availability messages: the database or another service is away, or an internal error (ours: the spec is silent). */
export const availabilityMessages = {} as const;
