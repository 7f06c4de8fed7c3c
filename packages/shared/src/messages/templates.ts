/** Response template messages (spec §3 "Response template", §8). */
export const templateMessages = {
  // spec: 'Response template permanently successfully deleted' — kept as written.
  deleted: 'Response template permanently successfully deleted',
  created: 'Response template created.', // (ours)
  updated: 'Response template updated.', // (ours)
  starred: 'Response template starred.', // (ours)
  unstarred: 'Response template unstarred.', // (ours)
  titleRequired: 'Please provide a title.', // (ours)
  contentRequired: 'Please provide the template text.', // (ours)
  titleTooLong: (max: number) => `The title can be at most ${max} characters.`, // (ours)
  contentTooLong: (max: number) => `The template can be at most ${max} characters.`, // (ours)
  tooManyAttachments: 'You can only attach a maximum of 5 attachments.',
  notFound: 'This response template no longer exists. Please refresh the page.', // (ours)
  freeLimit: (max: number) =>
    `The free plan holds ${max} response templates. Upgrade to Premium for unlimited templates.`, // (ours)
  tryAgainTitle: "Oops, let's try again!",
} as const;
