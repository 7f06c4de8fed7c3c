/**
 * The board report (issue 16: the questions of a period with their answers and status, as a PDF).
 * The spec names the query (getEnquiryQuestionsForExportingPdf) but gives no wording: all (ours).
 */
export const reportMessages = {
  unknownStatus:
    'Please choose which questions to include: all of them or one column of the board.',
  periodNeeded: 'Please choose both the first and the last day of the report’s period.',
  // The PDF's words.
  title: 'Board report: investor questions',
  period: (from: string, to: string) => `Questions asked from ${from} to ${to}`,
  included: (status: string) => `Included: ${status}`,
  allQuestions: 'All questions',
  none: 'No questions were asked in this period.',
  askedBy: 'Asked by',
  answer: 'Answer',
  noAnswer: 'Not answered yet.',
  uncategorised: 'Uncategorised',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  // The web's words.
  exportButton: 'Export report',
  modalTitle: 'Export board report',
  fromLabel: 'From',
  toLabel: 'To',
  statusLabel: 'Questions',
  export: 'Export',
  cancel: 'Cancel',
  counting: 'Counting the questions…',
  summary: (questions: number, pages: number) =>
    `${questions} ${questions === 1 ? 'question' : 'questions'} on ${pages} ${pages === 1 ? 'page' : 'pages'}`,
  progressLabel: 'Report progress',
  progress: (pages: number, of: number) => `Page ${pages} of ${of} received`,
  done: 'The report has downloaded.',
  failed: 'We could not make the report. Please try again.',
} as const;
