/**
 * The analytics page (/dashboard/dashboard2, issue 16) and its queries. The spec names the queries
 * and the defaults ('6Months', investor-type, 2 decimals) but gives no wording: all (ours).
 */
export const analyticsMessages = {
  unknownRange:
    'Please choose a period: the last 30 days, 3 months, 6 months, 12 months or a custom range.',
  unknownDataType: 'Please show the charts by investor type, channel or category.',
  customNeedsDates: 'Please choose both the first and the last day of a custom range.',
  dateInvalid: 'Please give each date as year, month and day, such as 2026-06-01.',
  rangeReversed: 'The first day of the range must be on or before its last day.',
  rangeTooLong: (years: number) => `A custom range can span at most ${years} years.`,
  timeZoneUnknown: (zone: string) =>
    `“${zone}” is not a time zone we know. Choose one such as Australia/Sydney.`,
  sentimentPremium:
    'The investor sentiment score is part of the Premium plan. Upgrade to see how investors feel about the company.',
  categoryPremium:
    'Category reports are part of the Premium plan. Upgrade to see questions and response times by category.',
  investorTypePremium:
    'Investor profiling is part of the Premium plan. Upgrade to see questions by investor type.',
  // The page's words.
  title: 'Analytics',
  rangeLabel: 'Period',
  dataTypeLabel: 'Show questions by',
  customDatesLabel: 'Custom dates',
  empty: 'No questions in this period',
  loadFailed: 'We could not load this chart. Please try again.',
  premiumBadge: 'Premium',
  upgrade: 'Upgrade to Premium',
  downloadCsv: 'Download CSV',
  showTable: 'Show as table',
  showChart: 'Show as chart',
  uncategorised: 'Uncategorised',
  unscored: 'Not scored',
} as const;
