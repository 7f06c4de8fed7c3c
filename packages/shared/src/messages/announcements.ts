/**
 * The server's announcement and poll messages (spec §3 Announcement and Poll data, §7 the
 * announcement and poll calls). The spec names the calls but no refusal of theirs, so these words
 * are ours; the screens' own words are in `announcement-screens.ts`.
 */
export const announcementMessages = {
  titleRequired: 'Please give the announcement a title.', // (ours)
  titleTooLong: (max: number) => `The title can be at most ${max} characters.`, // (ours)
  bodyTooLong: (max: number) => `The announcement can be at most ${max} characters.`, // (ours)
  notFound: 'This announcement no longer exists. Please refresh the page.', // (ours)
  // (ours) a change to an announcement in Deleted: it is restored first, then changed.
  restoreFirst: 'This announcement is in Deleted. Restore it to change it.',
  notDeleted: 'This announcement is not in Deleted.', // (ours)
  // (ours) a standing poll is a question on its own (the lead's reading): no file rides on it.
  pollHasNoAttachment:
    'A poll on its own has no attachment. Add the poll to an announcement to attach a file.',
  standingPollNeedsPoll: 'A poll on its own cannot lose its poll. Delete it instead.', // (ours)
  softDeleted: 'Announcement moved to Deleted.', // (ours)
  restored: 'Announcement restored.', // (ours)
  deleted: 'Announcement deleted.', // (ours) the spec's deleteAnnouncement answers a message
  websocketOnly: 'Live announcement updates are sent over the WebSocket only.', // (ours) a subscription sent over HTTP
} as const;

/** Polls: the staff's form and the investors' votes (ours: the spec gives the shape, no words). */
export const pollMessages = {
  questionRequired: 'Please write the poll’s question.', // (ours)
  questionTooLong: (max: number) => `The question can be at most ${max} characters.`, // (ours)
  optionCount: (min: number, max: number) => `A poll has ${min} to ${max} options.`, // (ours)
  optionRequired: 'Please fill in every option, or remove the empty ones.', // (ours)
  optionTooLong: (max: number) => `An option can be at most ${max} characters.`, // (ours)
  optionsDistinct: 'Each option must be different.', // (ours)
  endRequired: 'Please choose when the poll ends.', // (ours)
  endInPast: 'The poll must end in the future.', // (ours)
  tooLong: (days: number) => `A poll can run for at most ${days} days.`, // (ours)
  // (ours) after the first vote the ballots name these options: changing them would change votes.
  optionsLocked: 'The options cannot change once people have voted.',
  choiceLocked: 'Single or multiple choice cannot change once people have voted.', // (ours)
  alreadyHasPoll: 'This announcement already has a poll. Edit that poll instead.', // (ours)
  noPoll: 'This announcement has no poll.', // (ours)
  // The investor's side (issue 15's page and the mobile app).
  voted: 'Thank you for voting.', // (ours)
  alreadyVoted: 'You have already voted in this poll.', // (ours)
  ended: 'This poll has ended.', // (ours)
  chooseOne: 'Please choose one option.', // (ours)
  chooseAtLeastOne: 'Please choose at least one option.', // (ours)
  unknownOption: 'Please choose from the poll’s options.', // (ours)
  voterRequired: 'Please give your first name, last name and email address to vote.', // (ours)
  unknownInvestor: 'We could not find your investor account. Please sign in to the app again.', // (ours)
} as const;
