/** The question board's messages (spec §4 Board columns, Investor display; §8). */
export const boardMessages = {
  investorRemovedCompany: 'Investor has removed this company from their company list.',
  investorDeletedAccount: 'Investor has deleted their account',
  deletedUserName: 'Deleted User',
  announcementReply: 'This is a reply to an announcement. See the attached announcement.',
  // (ours) the spec states the rules of §4 but gives no words for their refusals.
  notOutstandingAgain:
    'This question has been answered or closed, so it cannot go back to Outstanding.', // (ours)
  guestAnswered:
    'This guest question has been answered, so it cannot be reopened or moved back to Outstanding.', // (ours)
  notFound: 'This question no longer exists. Please refresh the board.', // (ours)
  alreadyClosed: 'This question is already closed.', // (ours)
  notClosed: 'Only a closed question can be reopened.', // (ours)
  questionRequired: 'Please provide a question.',
  replyRequired: 'Please write a reply or attach a file.', // (ours)
  replyTooLong: (max: number) => `The reply can be at most ${max} characters.`, // (ours)
  tooManyAttachments: 'You can only attach a maximum of 5 attachments.',
  replySent: 'Your reply has been sent.', // (ours)
  draftSaved: 'Reply saved as a draft.', // (ours)
  archived: (n: number) => (n === 1 ? 'Question archived.' : `${n} questions archived.`), // (ours)
  unarchived: (n: number) => (n === 1 ? 'Question unarchived.' : `${n} questions unarchived.`), // (ours)
  resolved: 'Question resolved.', // (ours)
  closed: 'Question closed.', // (ours)
  reopened: 'Question reopened.', // (ours)
  moved: (column: string) => `Question moved to ${column}.`, // (ours)
  priorityUpdated: 'Priority updated.', // (ours)
  assigneesUpdated: 'Assignees updated.', // (ours)
  assigneeNotInTeam:
    'Questions can only be assigned to members of your team who can see the board.', // (ours)
  tooManyAssignees: (max: number) => `A question can have at most ${max} assignees.`, // (ours)
  // The server's refusal and the upgrade prompt say the same words.
  assigneesPremium:
    'Assigning questions to team members is part of Premium. Upgrade to share the work across your team.', // (ours)
  alreadyArchivedColumn: 'Archived questions are already archived.', // (ours) bulk archive of the Archived column
  nothingSelected: 'Please select at least one item.',
  tooManyIds: (max: number) => `Choose at most ${max} questions at a time.`, // (ours)
  // Categories
  categoryNameRequired: 'Please provide a category name.', // (ours)
  categoryNameTooLong: (max: number) => `A category name can be at most ${max} characters.`, // (ours)
  categoryNameTaken: 'A category with this name already exists.', // (ours)
  categoryColourInvalid: 'Please choose one of the palette colours.', // (ours)
  categoryLimit: (max: number) => `A company can have at most ${max} categories.`, // (ours)
  categoryNotFound: 'This category no longer exists. Please refresh the page.', // (ours)
  categoryCreated: 'Category created.', // (ours)
  categoryUpdated: 'Category updated.', // (ours)
  categoryDeleted: 'Category deleted.', // (ours)
  categoryAssigned: 'Category added to the selected questions.', // (ours)
  categoryRemoved: 'Category removed from the selected questions.', // (ours)
  confirmDeleteCategory: (name: string) =>
    `Delete the category "${name}"? It is removed from every question that has it.`, // (ours)
  // Notes
  noteTooLong: (max: number) => `The note can be at most ${max} characters.`, // (ours)
  noteLocked: (name: string) => `${name} has locked this note. Only they can change it.`, // (ours)
  noteSaved: 'Note saved.', // (ours)
  noteLockedToast: 'Note locked. Only you can change it until you unlock it.', // (ours)
  noteUnlockedToast: 'Note unlocked.', // (ours)
  // The enquiry detail (ours: the spec names the actions but gives no words for them)
  guestReplyConfirm: (email: string) => `The reply will be emailed to ${email}.`, // (ours)
  microphoneUnavailable:
    'The microphone could not be used. Please allow microphone access and try again.', // (ours)
  voiceReplyFailed: 'The recording could not be uploaded. Please record again.', // (ours)
  templateFilesSkipped: (n: number) =>
    n === 1
      ? 'One template attachment was left out: a reply can have at most 5 attachments.'
      : `${n} template attachments were left out: a reply can have at most 5 attachments.`, // (ours)
  // Sample questions and the registry link
  sampleNotice: 'This is a sample question to show how the board works.', // (ours)
  addedToRegistry: 'Added to the question registry.', // (ours)
  emptyColumn: 'No questions here yet.', // (ours)
  websocketOnly: 'Live board updates are sent over the WebSocket only.', // (ours) a subscription sent over HTTP
  // The board page (board-web): the spec gives no words for these.
  boardLoadFailed: (column: string) => `The ${column} column could not be loaded.`, // (ours)
  noMatches: 'No questions match your filters.', // (ours)
  guestLabel: 'Guest', // (ours) a question from the web form, by someone without an account
  selected: (n: number) => `${n} selected`, // (ours)
  archiveAllConfirm: (n: number, column: string) =>
    `Archive all ${n} ${n === 1 ? 'question' : 'questions'} in ${column}?`, // (ours)
  unarchiveAllConfirm: (n: number) =>
    `Unarchive all ${n} archived ${n === 1 ? 'question' : 'questions'}? Each goes back to the column it came from.`, // (ours)
  assignUpgradeTitle: 'Assign questions to your team', // (ours)
  noCategories: 'No categories yet. Create one to group questions.', // (ours)
  readOnlyBoard: 'You can view the board. Only members with edit access can change questions.', // (ours)
  dragInstructions:
    'To move a question, press Space or Enter to pick it up, choose a column with the arrow keys, and press Space or Enter to drop it, or Escape to cancel.', // (ours)
} as const;
