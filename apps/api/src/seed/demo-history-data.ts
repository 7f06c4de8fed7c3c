// Demo Resources' last six months as data: the colleagues who answer, the investors and guests who
// ask, the announcements that made them ask and the events already held (the questions with the
// answers the team gave are demo-history-questions-data.ts). demo-history.ts draws the history from
// these with a seeded generator.

/** How far back the history reaches, in days: the dashboard's default "Last 6 months". */
export const HISTORY_DAYS = 182;
/** Questions asked over the period (besides the board's own). */
export const HISTORY_QUESTIONS = 320;
/** The generator's seed: the same history on every database. */
export const HISTORY_SEED = 20_260_616;

/** Colleagues of the demo user who answer questions too (they cannot sign in: no password). */
export const HISTORY_TEAM = [
  {
    firstName: 'Sarah',
    lastName: 'Kim',
    email: 'sarah.kim@demoresources.com.au',
    jobTitle: 'Investor Relations Associate',
  },
  {
    firstName: 'James',
    lastName: 'O’Brien',
    email: 'james.obrien@demoresources.com.au',
    jobTitle: 'Company Secretary',
  },
] as const;

/** Investors who ask through the app; a few more than half hold shares. */
export const HISTORY_INVESTORS: [string, string][] = [
  ['Aisha', 'Rahman'],
  ['Ben', 'Carter'],
  ['Chloe', 'Dubois'],
  ['David', 'Kowalski'],
  ['Ella', 'Fitzgerald'],
  ['Farid', 'Haddad'],
  ['Grace', 'Thompson'],
  ['Henry', 'Lau'],
  ['Isla', 'MacDonald'],
  ['Jack', 'Morrison'],
  ['Kavya', 'Iyer'],
  ['Liam', 'O’Connor'],
  ['Mia', 'Rossi'],
  ['Noah', 'Schmidt'],
  ['Olga', 'Petrova'],
  ['Peter', 'Vukovic'],
  ['Quinn', 'Harper'],
  ['Ruby', 'Anderson'],
  ['Samuel', 'Osei'],
  ['Tara', 'Singh'],
  ['Umar', 'Qureshi'],
  ['Victoria', 'Blake'],
  ['William', 'Tan'],
  ['Xavier', 'Moreau'],
  ['Yasmin', 'Ali'],
  ['Zoe', 'Campbell'],
  ['Adam', 'Nakamura'],
  ['Bella', 'Greco'],
  ['Callum', 'Reid'],
  ['Diana', 'Lopez'],
  ['Ethan', 'Brooks'],
  ['Fiona', 'Walsh'],
];

/** Guests who ask through the web form, the investor page or by email: name and address. */
export const HISTORY_GUESTS: [string, string][] = [
  ['Alan', 'Foster'],
  ['Brenda', 'Hughes'],
  ['Colin', 'Price'],
  ['Deborah', 'Shaw'],
  ['Edward', 'Bennett'],
  ['Frances', 'Cole'],
  ['Gordon', 'Hayes'],
  ['Helen', 'Murray'],
  ['Ian', 'Fraser'],
  ['Judith', 'Kelly'],
  ['Keith', 'Barnes'],
  ['Linda', 'Ward'],
  ['Martin', 'Cross'],
  ['Nadia', 'Farouk'],
  ['Oscar', 'Lindqvist'],
  ['Pauline', 'Grant'],
  ['Rhys', 'Evans'],
  ['Sunita', 'Desai'],
];

/**
 * The announcements of the period before the board's own, each bringing questions in the days
 * after it (`buzz`: how many times the usual daily rate on its day, fading over a week).
 */
export const HISTORY_ANNOUNCEMENTS = [
  {
    title: 'Quarterly Activities Report – March Quarter',
    body:
      'Demo Resources drilled 9,800 metres at Red Hill in the March quarter. Cash at the end of ' +
      'the quarter was $11.4 million.',
    daysAgo: 176,
    buzz: 4,
    readers: 38,
  },
  {
    title: 'Trading halt – capital raising',
    body: 'Demo Resources requested a trading halt pending an announcement about a capital raising.',
    daysAgo: 138,
    buzz: 3,
    readers: 30,
  },
  {
    title: '$14.4 million placement to fund Red Hill',
    body:
      'Demo Resources received firm commitments for a $14.4 million placement of 45 million new ' +
      'shares at $0.32 to institutional and sophisticated investors.',
    daysAgo: 136,
    buzz: 6,
    readers: 64,
  },
  {
    title: 'Quarterly Activities Report – June Quarter',
    body:
      'Demo Resources drilled 11,200 metres at Red Hill in the June quarter and began the scoping ' +
      'study. Cash at the end of the quarter was $21.7 million.',
    daysAgo: 86,
    buzz: 4,
    readers: 45,
  },
  {
    title: 'Full-year results and Annual Report',
    body:
      'Demo Resources released its Annual Report for the year to 30 June, with a loss of $6.3 ' +
      'million after $9.1 million of exploration expensed.',
    daysAgo: 62,
    buzz: 5,
    readers: 52,
  },
  {
    title: 'Red Hill maiden mineral resource',
    body:
      'Demo Resources announced a maiden JORC mineral resource at Red Hill of 42 million tonnes ' +
      'at 0.9% copper and 0.4 g/t gold.',
    daysAgo: 44,
    buzz: 5,
    readers: 71,
  },
] as const;

/** Events the company held in the period: the calendar's past. */
export const HISTORY_EVENTS = [
  {
    title: 'March quarter investor call',
    daysAgo: 170,
    hours: [11, 12],
    description: 'The managing director walks through the quarter and takes questions.',
  },
  {
    title: 'Placement briefing for shareholders',
    daysAgo: 133,
    hours: [16, 17],
    description: 'Why the company raised capital now and what the funds are for.',
  },
  {
    title: 'Full-year results webinar',
    daysAgo: 60,
    hours: [10, 11],
    description: 'The CFO presents the full-year accounts.',
  },
  {
    title: 'Red Hill resource webinar',
    daysAgo: 41,
    hours: [12, 13],
    description: 'The exploration manager explains the maiden resource and the next drilling.',
  },
] as const;
