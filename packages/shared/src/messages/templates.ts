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
  // (ours) a template beyond the free plan's first ones after a move from Premium: kept, usable in
  // replies, but not changed until the company is back on Premium (spec §1 free plan limit, issue 13).
  readOnly: (max: number) =>
    `This template is read-only: the free plan keeps only the first ${max} templates editable. Upgrade to Premium to change it.`,
  readOnlyBadge: 'Read-only', // (ours) the badge on such a template's card
  readOnlyTitle: 'Read-only on the free plan', // (ours) the notice and upgrade prompt's title
  readOnlyNotice: (count: number, max: number) =>
    `${count} ${count === 1 ? 'template is' : 'templates are'} read-only on the free plan, which keeps the first ${max} editable. Nothing has been deleted: upgrade to Premium to change them again.`, // (ours) above the list
  tryAgainTitle: "Oops, let's try again!",
  // (ours) an attachment whose name claims an accepted type (report.pdf) while its bytes are
  // something else, such as a renamed .exe.
  attachmentDisguised: (extension: string) =>
    `This file is not a real ${extension.toUpperCase()} file. Please choose another file.`,
  // The response templates view on the question registry page (ours: the spec names the entity
  // and its calls, not the screen's words).
  viewTitle: 'Response templates', // (ours)
  searchPlaceholder: 'Search templates', // (ours)
  searchLabel: 'Search response templates', // (ours)
  newTemplate: 'New template', // (ours)
  emptyTitle: 'No response templates yet', // (ours)
  emptyDescription:
    'Save the replies you send again and again, with their attachments, and reuse them in a click.', // (ours)
  emptyReadOnly: 'Your team has not saved any response templates yet.', // (ours)
  noSearchResults: 'No templates match your search.', // (ours)
  loadFailed: 'We could not load your response templates.', // (ours)
  deleteTitle: 'Delete response template?', // (ours)
  deleteConfirm: (title: string) =>
    `“${title}” will be deleted permanently. This cannot be undone.`, // (ours)
  freePlanCount: (count: number, limit: number) =>
    `${count} of ${limit} templates used on the free plan`, // (ours)
  upgradeTitle: 'Unlimited response templates with Premium', // (ours)
  upgradePrompt: (limit: number) =>
    `You have used all ${limit} response templates of the free plan. Upgrade to Premium to add more.`, // (ours)
  upgradeAction: 'See upgrade options', // (ours)
  attachmentsHint: 'JPG, PNG, GIF, MP3, MP4, MPEG or PDF, up to 5 MB each', // (ours)
  saveFailed: 'Your template could not be saved. Your changes are still here.', // (ours)
} as const;
