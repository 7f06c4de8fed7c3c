/** Upload quota and rate messages (ours: the spec is silent). */
export const quotaMessages = {} as const;
