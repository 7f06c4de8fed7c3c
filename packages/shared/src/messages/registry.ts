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
  // (ours) a question beyond the free plan's first ones after a move from Premium: kept, visible,
  // but not changed until the company is back on Premium (spec §1 free plan limit, issue 13).
  readOnly: (max: number) =>
    `This question is read-only: the free plan keeps only the first ${max} questions editable. Upgrade to Premium to change it.`,
  readOnlyBadge: 'Read-only', // (ours) the badge on such a question's card
  readOnlyTitle: 'Read-only on the free plan', // (ours) the notice and upgrade prompt's title
  readOnlyNotice: (count: number, max: number) =>
    `${count} ${count === 1 ? 'question is' : 'questions are'} read-only on the free plan, which keeps the first ${max} editable. Nothing has been deleted: upgrade to Premium to change them again.`, // (ours) above the list
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
  // (ours) the CSV import's own screens (spec §2 modal types import-csv to cancel-import-csv).
  csvDropHere: 'Drag and drop a CSV file here', // (ours)
  csvDropAccept: 'Drop the file to choose it', // (ours)
  csvFormatNote: (size: string, maxRows: number) =>
    `The first line names two columns, Question and Response, in either order. One question per line; up to ${size} and ${maxRows.toLocaleString('en-AU')} questions.`, // (ours)
  csvSampleLink: 'Download a sample CSV', // (ours)
  // (ours) the sample file's lines: one plain, one with a comma and one with a line break in a field.
  csvSample: [
    [
      'When is the next dividend paid?',
      'Dividend dates are announced with our results on the ASX.',
    ],
    [
      'Who audits the company, and since when?',
      'Our auditor is named in each annual report, with the year of appointment.',
    ],
    [
      'How can I update my address?',
      'Please contact our share registry.\nTheir details are on the Investors page of our website.',
    ],
  ] as readonly (readonly [question: string, response: string])[],
  csvChosenFile: (name: string) => `Chosen file: ${name}`, // (ours)
  csvRemoveFile: 'Remove the chosen file', // (ours)
  csvReviewNote: 'Check the questions before adding them. Select a question to edit it.', // (ours)
  csvRowCount: (count: number) =>
    `${count.toLocaleString('en-AU')} ${count === 1 ? 'question' : 'questions'} to import`, // (ours)
  csvNeedsAttention: (count: number) =>
    `${count.toLocaleString('en-AU')} ${count === 1 ? 'needs' : 'need'} attention`, // (ours)
  csvOnlyNeedingAttention: 'Show only questions that need attention', // (ours)
  csvNoResponse: 'No response', // (ours) a card whose response is empty
  csvNoQuestion: 'No question', // (ours) a card whose question is empty
  csvEditTitle: 'Edit question', // (ours) edit_csv
  csvEditRow: (position: number, question: string) => `Edit question ${position}: ${question}`, // (ours)
  csvRemoveRow: (position: number) => `Remove question ${position}`, // (ours)
  csvOneFile: 'Please choose one CSV file.', // (ours) several files dropped at once
  csvRemoveTitle: 'Remove this question?', // (ours) remove_csv
  csvRemoveText: 'It will not be imported. Your file is not changed.', // (ours)
  csvCancelTitle: 'Stop importing?', // (ours) cancel-import-csv
  csvCancelText:
    'None of these questions have been added yet. Go back to choose another file, or stop importing.', // (ours)
  imported: (count: number) =>
    `${count} ${count === 1 ? 'question has' : 'questions have'} been added to your question registry.`, // (ours)
  copied: 'Response copied to clipboard.', // (ours) the email-extension view
  // The registry screen's list and the email-extension view (spec §2).
  loadFailed: 'We could not load your questions.', // (ours)
  emptyAllTitle: 'Your question registry is empty', // (ours)
  emptyAll: 'Save your best answers here, so your team can reuse them.', // (ours)
  emptyAllReadOnly: 'Questions your team saves to the registry appear here.', // (ours)
  emptyDraftsTitle: 'No drafts', // (ours)
  emptyDrafts: 'Questions saved as drafts appear here until they have a response.', // (ours)
  emptyStarredTitle: 'No starred questions', // (ours)
  emptyStarred: 'Star the questions you use most to find them here.', // (ours)
  emptyDeletedTitle: 'Nothing in Deleted', // (ours)
  emptyDeleted: (days: number) =>
    `Deleted questions stay here for ${days} days, then they are removed for good.`, // (ours)
  newQuestion: 'Add a question and its response.', // (ours) the New question card
  importCard: 'Add many questions at once from a CSV file.', // (ours)
  upgradeCardTitle: 'Need more questions?', // (ours) the upgrade card at the free limit
  upgradeMoreThanThree: (max: number) => `Add more than ${max} questions to the question registry`, // (ours) the modal's title
  upgradeTitle: 'Upgrade to Premium', // (ours)
  freeCount: (count: number, max: number) => `${count} of ${max} questions on the free plan`, // (ours) the All tab's badge, read aloud
  premiumFeature: 'Premium feature', // (ours) the premium icon's label
  selected: (count: number) => `${count} selected`,
  noResponse: 'No response yet.', // (ours) a draft without one
  drafting: (name: string) => `${name} is drafting…`, // (ours) a question someone has locked
  lastEdited: (name: string, when: string) => `Last edited by ${name}, ${when}`, // (ours)
  lastEditedAnonymous: (when: string) => `Last edited ${when}`, // (ours) the editor has left
  deleteQuestionTitle: 'Delete question?', // (ours)
  deleteQuestionConfirm: (days: number) =>
    `The question moves to the Deleted tab, where it stays for ${days} days.`, // (ours)
  deleteSelectedText: (days: number) =>
    `The selected questions move to the Deleted tab, where they stay for ${days} days.`, // (ours)
  deletePermanentlyTitle: 'Delete permanently?', // (ours)
  deletePermanentlyConfirm: (count: number) =>
    `${count === 1 ? 'This question is' : `These ${count} questions are`} removed for good. This cannot be undone.`, // (ours)
  extensionEmpty: 'There are no saved questions yet.', // (ours) the email-extension view
  extensionRefusedTitle: 'The question registry is not available here', // (ours)
  copyFailed: 'The response could not be copied. Please select it and copy it yourself.', // (ours)
  // The server's refusals for the registry (ours).
  editDeleted: 'Deleted questions cannot be edited. Please recover the question first.', // (ours)
  extensionNotPermitted:
    'You do not have permission to use the email extension. Please contact your company administrator.', // (ours)
  extensionPremium:
    'The email extension is a Premium feature. Upgrade to Premium to use the question registry in your email.', // (ours)
  websocketOnly: 'Live updates of question locks are sent over the WebSocket only.', // (ours) a subscription sent over HTTP
  // The question form: view or edit, the drafting lock and the inactivity prompt (spec §2, §4).
  lockReleased: 'No one is drafting this question now. You can edit it.', // (ours) live, after the lock warning
  inactiveTitle: 'Still editing?', // (ours) the inactivity prompt's title; its text is `inactive`
  unsavedChanges: 'Your changes to this question have not been saved.', // (ours) under 'Close without saving?'
  inDeleted: 'This question is in the Deleted tab.', // (ours) opened from Deleted: read-only
} as const;
