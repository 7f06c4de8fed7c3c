/** Question registry and CSV import messages (spec §2 "Question registry screen", §5, §8). */
export const registryMessages = {
  title: 'Question registry',
  searchPlaceholder: 'Search for a question',
  noSearchResults: 'No questions match your search.',
  locked: 'Someone is already drafting this question.',
  // spec: 'Saved as draft sucessfully.' — corrected 'successfully'.
  savedAsDraft: 'Saved as draft successfully.',
  added: 'Question has been added to your question registry.',
  updated: 'Question updated successfully.', // (ours)
  deleted: 'Question deleted successfully',
  sentToDeleted: 'Question sent to Deleted tab.',
  recovered: 'Question recovered successfully.',
  starred: 'Question starred.', // (ours)
  unstarred: 'Question unstarred.', // (ours)
  deleteFailed:
    'Something went wrong while trying to delete the question registry. Please try again later',
  questionRequired: 'Please provide a question.',
  responseRequired: 'Please provide a response.',
  questionTooLong: (max: number) => `The question can be at most ${max} characters.`, // (ours)
  responseTooLong: (max: number) => `The response can be at most ${max} characters.`, // (ours)
  // spec: 'You seem inactive. Do you want continue editing?' — the notes' wording, with 'to'.
  inactive: 'You seem inactive. Do you want to continue editing?',
  notFound: 'This question no longer exists. Please refresh the page.', // (ours)
  noneSelected: 'Please select at least one item.',
  tooManySelected: (max: number) => `You can change at most ${max} questions at once.`, // (ours)
  notDeleted: 'Only questions in the Deleted tab can be deleted permanently.', // (ours)
  starDeleted: 'Deleted questions cannot be starred.', // (ours) spec: star is never for deleted items
  lockLost: 'Your editing time ran out. Please open the question again to keep editing.', // (ours)
  deleteSelectedConfirm: 'Delete all selected questions?',
  keepQuestions: 'Keep Questions',
  closeWithoutSaving: 'Close without saving?',
  dontSaveChanges: "Don't save changes",
  tryAgainTitle: "Oops, let's try again!",
  // Upgrade prompts on free-plan tabs (spec §2).
  upgradeStar: 'Star questions in the question registry',
  upgradeRestore: 'Restore deleted questions in the question registry',
  upgradeDrafts: 'Draft unlimited questions in the question registry',
  // (ours) the server's refusals on Freemium; the screen shows the matching upgrade prompt.
  freeLimit: (max: number) =>
    `The free plan holds ${max} questions in the question registry. Upgrade to Premium to add more.`,
  premiumStar: 'Starring questions is a Premium feature. Upgrade to Premium to star questions.',
  premiumRestore:
    'Restoring deleted questions is a Premium feature. Upgrade to Premium to restore questions.',
  premiumImport:
    'Importing questions via CSV is a Premium feature. Upgrade to Premium to import questions.',
  // CSV import (spec §5).
  importTitle: 'Import questions via CSV',
  reviewTitle: 'Review questions',
  csvWrongType: 'Incorrect file type uploaded. Please upload a CSV.',
  csvNotCsv: 'File should be in csv format',
  csvMissing: 'Invalid file',
  csvHeaders: 'Invalid csv file format. Please provide correctly formatted csv file.',
  csvEmptyRows: 'Question and Response should not be empty.',
  csvNoRows: 'Could not find parsed data from selected csv file',
  csvTooLarge: (size: string) => `File is larger than ${size}.`,
  csvTooManyRows: (max: number) => `A CSV import can hold at most ${max} questions.`, // (ours)
  returnToImport: 'Return to CSV import',
  cancelImporting: 'Cancel importing',
  imported: (count: number) =>
    `${count} ${count === 1 ? 'question has' : 'questions have'} been added to your question registry.`, // (ours)
  copied: 'Response copied to clipboard.', // (ours) the email-extension view
} as const;
