/** Executive team (the spec names the page and calls but gives no wording: all ours). */
export const executiveMessages = {
  nameRequired: 'Please provide a name.', // (ours)
  nameTooLong: (max: number) => `The name can be at most ${max} characters.`, // (ours)
  roleRequired: 'Please provide a role.', // (ours)
  roleTooLong: (max: number) => `The role can be at most ${max} characters.`, // (ours)
  linkedInInvalid:
    'Please provide a LinkedIn profile or company link, such as https://www.linkedin.com/in/name.', // (ours)
  limitReached: (max: number) =>
    `You can show up to ${max} executives. Please remove one before adding another.`, // (ours)
  notFound: 'This executive no longer exists. Please refresh the page.', // (ours)
  added: 'Executive added.', // (ours)
  updated: 'Executive updated.', // (ours)
  deleted: 'Executive deleted.', // (ours)
  deleteTitle: 'Delete executive?', // (ours)
  deleteConfirm: (name: string) => `Delete ${name} from the executive team?`, // (ours)
  emptyTitle: 'No executives yet', // (ours)
  emptyDescription:
    'Introduce the people who lead the company: add your first executive with their role and LinkedIn profile.', // (ours)
  emptyReadOnly: 'The executive team has not been added yet.', // (ours)
  loadFailed: 'We could not load the executive team.', // (ours)
  onePicture: 'Please choose one picture.', // (ours)
  pictureHint: 'JPG or PNG, up to 5 MB', // (ours) the size is UPLOAD_RULES['executive-picture']
} as const;
