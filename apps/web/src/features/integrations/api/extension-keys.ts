/**
 * Query keys of the Email extension page. A connect, a code or a disconnect changes the table, so
 * each invalidates `mailboxes`; the cache is per company (it is reset on a company switch).
 */
export const extensionKeys = {
  all: ['emailExtension'] as const,
  mailboxes: () => [...extensionKeys.all, 'mailboxes'] as const,
};
