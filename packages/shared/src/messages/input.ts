/** Input hygiene messages: text with control characters, malformed ids, out-of-range pages (ours: the spec is silent). */
export const inputMessages = {
  // (ours) a NUL byte or another invisible control character, which no form can type.
  controlCharacter: (field: string) =>
    `“${field}” contains a character that is not allowed (an invisible control character). Please remove it and try again.`,
  // (ours) an id that cannot name anything: every id is a UUID.
  invalidId: 'This is not a valid id: nothing can be found by it.',
  // (ours) replaces graphql-js's "Document contains more that N tokens" (sic: "more than").
  documentTooLong: (maxTokens: number) =>
    `This request is longer than any Quorum screen sends (more than ${maxTokens.toLocaleString('en-AU')} tokens), so it was not read.`,
  // (ours) a paging argument so large that no list could reach it.
  tooLarge: (field: string, max: number) =>
    `“${field}” must be at most ${max.toLocaleString('en-AU')}.`,
} as const;

/**
 * C0 control characters and DEL, except tab, line feed and carriage return, which multi-line text
 * (questions, answers, notes) uses. PostgreSQL refuses NUL in text outright.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole job
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The largest page and page size any list takes: beyond them the offset would overflow
 * PostgreSQL's integers. Below 1 a list reads page 1 and its own smallest size.
 */
export const PAGING_BOUNDS = { page: 1_000_000, limit: 1_000 } as const;
