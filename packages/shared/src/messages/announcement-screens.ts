/**
 * What the announcements screens say (spec screens §2 Announcements; rules §8). The server's
 * words (refusals, the editor's rules, the delete and restore toasts) are in
 * `messages/announcements.ts`; these are the pages' own. Most are "(ours)": the spec gives the
 * footer texts and the delete failure, and is silent on the rest.
 */

/** A count with its noun, one or many (ours). */
const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

export const announcementScreenMessages = {
  // The footer under the list, spec screens §2 ('{n} out of {m} drafted/published' and '{n}
  // announcement(s) published and {m} drafted'), kept as written, "(s)" included. Read as: a
  // Drafts or Published view counts the announcements shown up to this page out of that view's
  // total; the All view counts both.
  outOfDrafted: (shown: number, total: number) => `${shown} out of ${total} drafted`,
  outOfPublished: (shown: number, total: number) => `${shown} out of ${total} published`,
  publishedAndDrafted: (published: number, drafted: number) =>
    `${published} announcement(s) published and ${drafted} drafted`,
  deletedFooter: (count: number) =>
    `${counted(count, 'announcement', 'announcements')} in Deleted, each kept for 60 days`, // (ours)

  newAnnouncement: 'New announcement', // (ours)
  newPoll: 'New poll', // (ours)
  viewsLabel: 'Announcements to show', // (ours) the views' tab list
  loadFailed: 'We could not load your announcements.', // (ours)
  loadOneFailed: 'We could not load this announcement.', // (ours)
  notFound: 'This announcement does not exist, or it was deleted for good.', // (ours)
  backToList: 'Back to announcements', // (ours)
  emptyAll: 'No announcements yet', // (ours)
  emptyAllDescription:
    'Share results, quarterlies, meeting notices and updates with your investors, with a PDF, picture, video or sound attached, or ask them in a poll.', // (ours)
  emptyReadOnly: 'Your team has not published any announcements yet.', // (ours)
  emptyPublished: 'Nothing published yet.', // (ours)
  emptyDrafts: 'No drafts. Announcements saved as drafts wait here until they are published.', // (ours)
  emptyDeleted: 'Nothing in Deleted. Deleted announcements stay here for 60 days.', // (ours)
  draftBadge: 'Draft', // (ours)
  pinnedBadge: 'Pinned', // (ours)
  deletedBadge: 'Deleted', // (ours)
  deletedOn: (date: string) => `Deleted ${date}`, // (ours)
  pollBadge: 'Poll', // (ours)
  asxBadge: (code: string | null) => (code ? `ASX: ${code}` : 'ASX'), // (ours)
  byAuthor: (name: string) => `by ${name}`, // (ours)
  noAuthor: 'by a former team member', // (ours)

  // Counts on a card and the engagement panel (ours).
  views: (count: number) => counted(count, 'view', 'views'),
  questions: (count: number) => counted(count, 'question', 'questions'),
  votes: (count: number) => counted(count, 'vote', 'votes'),
  pages: (count: number) => counted(count, 'page', 'pages'),
  seenBy: (percent: number) => `Seen by ${percent}% of your investors`, // (ours)
  engagementTitle: 'Engagement', // (ours)

  // Star, pin and delete (ours; the toasts after a delete or restore are messages.announcements').
  star: 'Star', // (ours)
  unstar: 'Unstar', // (ours)
  pin: 'Pin to the top', // (ours)
  unpin: 'Unpin', // (ours)
  pinned: 'Announcement pinned to the top.', // (ours)
  unpinned: 'Announcement unpinned.', // (ours)
  deleteTitle: 'Delete announcement?', // (ours)
  deleteConfirm: (title: string) =>
    `“${title}” will be sent to the Deleted tab. You can restore it there for 60 days.`, // (ours)
  restore: 'Restore', // (ours)
  deleteForGood: 'Delete for good', // (ours)
  deleteForGoodTitle: 'Delete announcement for good?', // (ours)
  deleteForGoodConfirm: (title: string) =>
    `“${title}”, its attachment and its poll’s votes will be deleted permanently. This cannot be undone.`, // (ours)
  // spec rules §8 'Registry delete failures: ...delete the announcement. Please try again later'.
  deleteFailed:
    'Something went wrong while trying to delete the announcement. Please try again later',

  // The editor (ours).
  editorNewTitle: 'New announcement', // (ours)
  editorNewPollTitle: 'New poll', // (ours)
  editorEditTitle: 'Edit announcement', // (ours)
  titleLabel: 'Title', // (ours)
  bodyLabel: 'Text', // (ours)
  attachmentLabel: 'Attachment', // (ours)
  attachmentHint:
    'One PDF, picture (JPG, PNG, GIF), video (MP4, Ogg) or sound (MP3, WAV, M4A, Ogg). Videos in MP4 up to 4 GB, everything else up to 50 MB.', // (ours)
  chooseFile: 'Choose a file', // (ours)
  replaceFile: 'Choose another file', // (ours)
  removeAttachment: 'Remove attachment', // (ours)
  saveDraft: 'Save draft', // (ours)
  publish: 'Publish', // (ours)
  saveChanges: 'Save changes', // (ours)
  savedDraft: 'Announcement saved as draft.', // (ours)
  published: 'Announcement published.', // (ours)
  updated: 'Announcement updated.', // (ours)
  uploading: 'Your announcement is uploading. It appears in the list when the upload finishes.', // (ours)
  saveFailed: 'Your announcement could not be saved. Your changes are still here.', // (ours)

  // The poll section (ours; spec rules §7 createPoll/updatePoll, 2–6 options).
  addPoll: 'Add a poll', // (ours)
  pollTitle: 'Poll', // (ours)
  pollQuestionLabel: 'Question', // (ours)
  optionLabel: (n: number) => `Option ${n}`, // (ours)
  addOption: 'Add an option', // (ours)
  removeOption: (n: number) => `Remove option ${n}`, // (ours)
  endsAtLabel: 'Voting ends', // (ours)
  singleChoice: 'One choice', // (ours)
  multipleChoice: 'Several choices', // (ours)
  choiceLabel: 'Investors may pick', // (ours)

  // The poll's results (ours).
  pollResults: 'Poll results', // (ours)
  pollEndsIn: (when: string) => `Voting ends ${when}`, // (ours)
  pollEnded: (when: string) => `Voting ended ${when}`, // (ours)
  pollLive: 'Results update live', // (ours)
  pollVotes: (count: number) => counted(count, 'vote', 'votes'), // (ours)
  pollTotal: (count: number) => `${counted(count, 'vote', 'votes')} in all`, // (ours)
  optionResult: (option: string, votes: number, share: number) =>
    `${option}: ${counted(votes, 'vote', 'votes')}, ${share}%`, // (ours)

  // The detail page (ours).
  openPdfAtPage: 'Open at page', // (ours)
  pdfPageOf: (page: number, pages: number) => `Page ${page} of ${pages}`, // (ours)
  downloadPdf: 'Download the PDF', // (ours)
  pdfFailed: 'This PDF could not be shown here. Download it to read it.', // (ours)
  duration: (length: string) => `Length ${length}`, // (ours)
  noAttachment: 'No attachment', // (ours)
  mediaLabel: { pdf: 'PDF', image: 'Picture', video: 'Video', audio: 'Sound' }, // (ours)
  statusLabel: { draft: 'Draft', published: 'Published' }, // (ours)
} as const;
