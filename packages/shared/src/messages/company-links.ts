/** Company links (spec §5). */
export const companyLinkMessages = {
  titleRequired: 'Please provide a title of the link.',
  titleTooLong: (max: number) => `The title can be at most ${max} characters.`, // (ours)
  urlRequired: 'Please provide a link.',
  urlInvalid: 'Please provide a valid link.',
  maxAdditional: (n: number) => `Maximum of ${n} additional links allowed.`,
  reachedMax: 'You have reached the maximum no. of additional links allowed.',
  lockedLink: 'The company website link cannot be deleted or moved.', // (ours)
  notFound: 'This link no longer exists. Please refresh the page.', // (ours)
  reorderMismatch: 'The links changed while you were moving them. Please try again.', // (ours)
  added: 'Link added.', // (ours)
  updated: 'Link updated.', // (ours)
  deleted: 'Link deleted.', // (ours)
} as const;
