/** Sign-in throttling and other rate-limit messages that say how long to wait (ours: the spec is silent). */
export const throttleMessages = {} as const;
