/**
 * The public investor page (issue 15 item 5): `/hub/{asxCode}`, server-rendered by the API, shown
 * only while the company has switched it on from the Integrations page. The spec is silent on it,
 * so every word here is ours.
 */
export const HUB_PATH_PREFIX = '/hub';

/** The page's address for an ASX code (codes are stored in capitals; the page takes any case). */
export const hubPath = (asxCode: string) => `${HUB_PATH_PREFIX}/${encodeURIComponent(asxCode)}`;

export const HUB_LIMITS = {
  /** Announcements on the first view; the rest are a page further ("Older announcements"). */
  announcementsPerPage: 10,
  /** Upcoming events shown. */
  eventsShown: 10,
  /** Above this many pages, the page to ask about is typed rather than chosen from a list. */
  pageChoiceMax: 200,
} as const;

/** What the status line says after a form post (the `?sent=` of the redirect). */
export const HUB_STATUSES = ['question-sent', 'vote-counted'] as const;
export type HubStatus = (typeof HUB_STATUSES)[number];

export const hubMessages = {
  // The public page's share price (issue 19).
  sharePrice: 'Share price', // (ours)
  sharePriceChart: (range: string, from: string, to: string) =>
    `Share price over ${range}: from ${from} to ${to}.`, // (ours)
  sharePriceRanges: 'Chart range', // (ours)
  marketOpen: 'ASX trading', // (ours)
  marketClosed: 'ASX closed: last price', // (ours)

  // The dashboard's Integrations card.
  cardTitle: 'Investor page', // (ours)
  cardLabel: 'Public page for investors', // (ours)
  cardIntro:
    'A public page with your profile, announcements, events, FAQ, polls and a question form. Investors need no account.', // (ours)
  switchLabel: 'Show the investor page', // (ours)
  enabledNote: 'The page is public. Anyone with the link can read it.', // (ours)
  disabledNote: 'The page is switched off. Its address shows “Page not found”.', // (ours)
  linkLabel: 'Page address', // (ours)
  turnedOn: 'The investor page is on.', // (ours)
  turnedOff: 'The investor page is off.', // (ours)
  loadFailed: 'The investor page setting could not be loaded.', // (ours)
  premiumOnly:
    'The investor page comes with Premium. Upgrade to give investors a page of your own.', // (ours)
  // The public page.
  skipLink: 'Skip to main content', // (ours)
  about: 'About', // (ours)
  links: 'Links', // (ours)
  announcements: 'Announcements', // (ours)
  noAnnouncements: 'No announcements yet.', // (ours)
  olderAnnouncements: 'Older announcements', // (ours)
  newerAnnouncements: 'Newer announcements', // (ours)
  readAnnouncement: (title: string) => `Read “${title}”`, // (ours)
  backToHub: (company: string) => `Back to ${company}`, // (ours)
  events: 'Upcoming events', // (ours)
  noEvents: 'No upcoming events.', // (ours)
  addToCalendar: 'Add to calendar', // (ours)
  faq: 'Frequently asked questions', // (ours)
  executiveTeam: 'Executive team', // (ours)
  polls: 'Open polls', // (ours)
  pollEnds: 'Voting closes', // (ours) followed by the date and time
  chooseOne: 'Choose one', // (ours)
  chooseMany: 'Choose one or more', // (ours)
  pollShare: (option: string, share: number, votes: number) =>
    `${option}: ${share}% (${votes} vote${votes === 1 ? '' : 's'})`, // (ours)
  pollEnded: 'This poll has ended.', // (ours)
  pollTotal: (votes: number) => `${votes} vote${votes === 1 ? '' : 's'} so far.`, // (ours)
  pollVoterNote: 'One vote per person. Your name and email are not shown to other investors.', // (ours)
  vote: 'Vote', // (ours)
  voteCounted: 'Thank you. Your vote is counted.', // (ours)
  askTitle: 'Ask a question', // (ours)
  askIntro: 'Send your question to the company. The answer will come to your email.', // (ours)
  askAboutPage: 'Ask about this page', // (ours)
  aboutPage: 'About page', // (ours)
  wholeAnnouncement: 'The whole announcement', // (ours)
  pageOf: (page: number) => `Page ${page}`, // (ours)
  questionSent: 'Thank you. Your question has been sent, and a confirmation is on its way.', // (ours)
  send: 'Send question', // (ours)
  firstName: 'First name', // (ours)
  lastName: 'Last name (optional)', // (ours)
  voterLastName: 'Last name', // (ours)
  email: 'Email', // (ours)
  question: 'Your question', // (ours)
  required: 'required', // (ours)
  openPdf: (pages: number | null) =>
    pages ? `Open the PDF (${pages} page${pages === 1 ? '' : 's'})` : 'Open the PDF', // (ours)
  download: 'Download the file', // (ours)
  published: (when: string) => `Published ${when}`, // (ours)
  fixBelow: 'Please check the form below.', // (ours)
  notFoundTitle: 'Page not found', // (ours)
  notFound: 'There is no investor page at this address.', // (ours)
  announcementNotFound: 'This announcement is not on this page.', // (ours)
  eventNotFound: 'This event is not on this page, or it is over.', // (ours)
  poweredBy: 'Investor page by Quorum', // (ours)
  sending: 'Sending…', // (ours)
  networkError: 'We could not reach the server. Please try again.', // (ours)
} as const;
