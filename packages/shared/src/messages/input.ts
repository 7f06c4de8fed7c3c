/** Input hygiene messages: text with control characters, malformed ids, out-of-range pages (ours: the spec is silent). */
export const inputMessages = {} as const;
