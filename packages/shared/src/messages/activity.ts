/** History of activity (issue 15): the audit trail's page, filters, export and retention. All (ours). */
export const activityMessages = {
  title: 'History of activity', // (ours)
  intro: 'Every change made in your company: who, what, when, and from where.', // (ours)
  introOwn: 'The changes you made in this company.', // (ours)
  empty: 'No activity matches these filters.', // (ours)
  emptyTimeline: 'No changes recorded yet.', // (ours)
  loadFailed: 'We could not load the history. Please try again.', // (ours)
  dateRangeInvalid: 'The end date must be on or after the start date.', // (ours)
  areaInvalid: 'Please choose an area from the list.', // (ours)
  subjectIncomplete: 'A timeline needs both the kind of thing and its id.', // (ours)
  personInvalid: 'Please choose a person from the list.', // (ours)
  retentionInvalid: 'Please choose one of the retention periods offered.', // (ours)
  retentionAdminOnly: 'Only administrators can change how long the history is kept.', // (ours)
  retentionSaved: 'Retention saved. Older history is removed within a day.', // (ours)
  retentionConfirm: (period: string) =>
    `Keep the history for ${period}? Changes older than that are deleted for good within a day.`, // (ours)
  exportStarted: 'Your CSV export is downloading.', // (ours)
  exportFailed: 'The export failed. Please try again.', // (ours)
  exportTooLarge: (max: number) =>
    `The export holds at most ${max.toLocaleString('en-AU')} rows. Please narrow the dates.`, // (ours)
  noChanges: 'No field changes recorded.', // (ours)
  erasedInvestor: 'Erased investor', // (ours) the actor of an investor's rows after a privacy erasure
  erasedQuestion: 'An erased question', // (ours) the label of rows about an erased investor's question
} as const;
