/** Company links (spec §5). */
export const companyLinkMessages = {
  titleRequired: 'Please provide a title of the link.',
  titleTooLong: (max: number) => `The title can be at most ${max} characters.`, // (ours)
  urlRequired: 'Please provide a link.',
  urlInvalid: 'Please provide a valid link.',
  maxAdditional: (n: number) => `Maximum of ${n} additional links allowed.`,
  reachedMax: 'You have reached the maximum no. of additional links allowed.',
  lockedLink:
    'The company website link cannot be edited, deleted or moved here. Change the website in the company details.', // (ours)
  notFound: 'This link no longer exists. Please refresh the page.', // (ours)
  reorderMismatch: 'The links changed while you were moving them. Please try again.', // (ours)
  added: 'Link added.', // (ours)
  updated: 'Link updated.', // (ours)
  deleted: 'Link deleted.', // (ours)
  deleteConfirm: (title: string) => `Delete the link "${title}"?`, // (ours)
  none: 'No links yet.', // (ours)
  websiteMissing: 'Add your website in the company details to show it here.', // (ours)
} as const;
