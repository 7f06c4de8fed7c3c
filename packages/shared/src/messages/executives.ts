/** Executive team (the spec names the page and calls but gives no wording: all ours). */
export const executiveMessages = {
  nameRequired: 'Please provide a name.', // (ours)
  roleRequired: 'Please provide a role.', // (ours)
  linkedInInvalid: 'Please provide a valid LinkedIn link.', // (ours)
  notFound: 'This executive no longer exists. Please refresh the page.', // (ours)
  added: 'Executive added.', // (ours)
  updated: 'Executive updated.', // (ours)
  deleted: 'Executive deleted.', // (ours)
  deleteConfirm: (name: string) => `Delete ${name} from the executive team?`, // (ours)
} as const;
