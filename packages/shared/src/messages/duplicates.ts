/**
 * Duplicate questions (issue 17: questions on the board that ask the same thing, answered at
 * once). The spec does not have them: all (ours).
 */
export const duplicateMessages = {
  // The server's refusals.
  replyRequired: 'Please write the reply.',
  tooFew: 'Choose at least two questions to answer together.',
  tooMany: (max: number) => `You can answer at most ${max} questions together.`,
  repeated: 'The same question was chosen twice. Please choose each question once.',
  notFound: 'One of these questions could not be found. Please reload the board and try again.',
  notOpen:
    'One of these questions has already been answered or moved off Outstanding, so nothing was sent. Please reload the board and choose again.',
  // The web's words.
  badge: (count: number) => `${count} similar`,
  badgeLabel: (count: number) =>
    `${count} similar ${count === 1 ? 'question' : 'questions'} waiting on the board`,
  sectionTitle: (count: number) =>
    `${count} similar ${count === 1 ? 'question' : 'questions'} on the board`,
  sectionHint: 'Investors who asked the same thing. Answer them all with one reply.',
  askedBy: (name: string) => `Asked by ${name}`,
  open: 'Open',
  answerAll: (count: number) => `Answer all ${count}`,
  composerTitle: (count: number) => `Answer ${count} investors`,
  composerHint:
    'Each investor gets this reply in their own conversation, as if you answered them one by one. Each question moves to Resolved.',
  replyLabel: 'Reply',
  review: 'Review and send',
  confirmTitle: 'Send this reply?',
  confirm: (count: number) => `Send this reply to ${count} investors?`,
  send: (count: number) => `Send to ${count}`,
  back: 'Back',
  cancel: 'Cancel',
  sent: (count: number) => `Your reply was sent to ${count} investors.`,
  loading: 'Loading the similar questions…',
  loadFailed: 'We could not load the similar questions.',
  retry: 'Try again',
};
