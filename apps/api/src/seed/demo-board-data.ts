// The demo company's board as data: its investors, categories, and the questions they asked,
// with the replies, notes, reads and assignees each one has.
import type { BoardPriority, BoardStatus, EnquiryStatus } from '@quorum/shared';
import type { AnnouncementInfo } from '../db/schema';

export const HOUR_MS = 60 * 60 * 1000;
/** The seeded announcement the board's announcement reply asks about (demo-announcements.ts). */
export const QUARTERLY_REPORT_TITLE = 'Quarterly Activities Report – September Quarter';
export const DAY_MS = 24 * HOUR_MS;

/** The investors who ask Demo Resources questions through the app. */
export const DEMO_INVESTORS = {
  olivia: { firstName: 'Olivia', lastName: 'Chen', userName: 'ochen', mobileNum: '0412345678' },
  raj: { firstName: 'Raj', lastName: 'Patel', userName: 'rajp', mobileNum: null },
  emma: { firstName: 'Emma', lastName: 'Wilson', userName: 'emmaw', mobileNum: '0498765432' },
  // Took Demo Resources off their company list: their cards read Removed.
  tom: {
    firstName: 'Tom',
    lastName: 'Nguyen',
    userName: 'tomn',
    mobileNum: null,
    removedCompany: true,
  },
  // Deleted their account: their card reads Deleted User.
  gone: { firstName: 'Harold', lastName: 'Finch', userName: null, mobileNum: null, deleted: true },
} as const;
export type InvestorKey = keyof typeof DEMO_INVESTORS;

/** Categories with palette colours (indexes into CATEGORY_PALETTE). */
export const DEMO_CATEGORIES = {
  projects: { name: 'Projects', colorIndex: 6 },
  capital: { name: 'Capital', colorIndex: 0 },
  agm: { name: 'AGM', colorIndex: 4 },
  dividends: { name: 'Dividends', colorIndex: 2 },
  register: { name: 'Share register', colorIndex: 11 },
} as const;
export type CategoryKey = keyof typeof DEMO_CATEGORIES;

export interface DemoReply {
  from: 'team' | 'investor';
  content: string;
  /** Hours after the question; a team reply without it is the card's draft. */
  afterHours?: number;
}

export interface DemoEnquiry {
  asker: InvestorKey | { guest: [string, string, string] };
  subject?: string;
  question: string;
  daysAgo: number;
  boardStatus: BoardStatus;
  status?: EnquiryStatus;
  priority?: BoardPriority;
  categories?: CategoryKey[];
  assigned?: boolean;
  archivedFrom?: BoardStatus;
  announcement?: Omit<AnnouncementInfo, 'announcementId'>;
  replies?: DemoReply[];
  note?: string;
}

const answered = (content: string, afterHours = 20): DemoReply => ({
  from: 'team',
  content,
  afterHours,
});

/**
 * Demo Resources' question board: four columns with something in each, askers of every kind
 * (investors, one who removed the company, one who deleted their account, web-form guests, an
 * announcement reply), categories, an assignee, priorities, threads on the resolved cards, a draft
 * in Drafted and a locked internal note.
 */
export const DEMO_ENQUIRIES: DemoEnquiry[] = [
  {
    asker: 'olivia',
    subject: 'Scoping study',
    question:
      'What is the expected timeline for the Red Hill scoping study, and will it include a maiden ore reserve?',
    daysAgo: 0.2,
    boardStatus: 'outstanding',
    priority: 'high',
    categories: ['projects'],
    assigned: true,
  },
  {
    asker: { guest: ['Marcus', 'Webb', 'marcus.webb@example.com'] },
    subject: 'Share purchase plan',
    question:
      'Will retail shareholders be offered a share purchase plan alongside the recent placement?',
    daysAgo: 0.6,
    boardStatus: 'outstanding',
    priority: 'medium',
    categories: ['capital'],
  },
  {
    asker: 'raj',
    question:
      'The report says 12,400 metres were drilled in the quarter. How does that compare with the planned program?',
    daysAgo: 1,
    boardStatus: 'outstanding',
    categories: ['projects'],
    announcement: {
      announcementTitle: QUARTERLY_REPORT_TITLE,
      attachment: null,
      attachmentTitle: 'Quarterly Activities Report',
      pageNumber: 4,
    },
  },
  {
    asker: 'gone',
    question: 'Is the Board considering a dividend once Red Hill is in production?',
    daysAgo: 2,
    boardStatus: 'outstanding',
    categories: ['dividends'],
  },
  {
    asker: 'tom',
    subject: 'Share price',
    question: 'Why has the share price fallen since the placement was announced?',
    daysAgo: 3,
    boardStatus: 'outstanding',
    priority: 'low',
  },
  {
    asker: { guest: ['Sophie', 'Martin', 'sophie.martin@example.com'] },
    subject: 'Change of address',
    question: 'How do I update my registered address? I have moved interstate.',
    daysAgo: 4,
    boardStatus: 'outstanding',
    categories: ['register'],
  },
  {
    asker: 'emma',
    subject: 'Voting online',
    question: 'Can I vote online at the AGM if I cannot travel to Perth?',
    daysAgo: 2.5,
    boardStatus: 'drafted',
    categories: ['agm'],
    assigned: true,
    replies: [
      {
        from: 'team',
        content:
          'Yes. The AGM will be streamed online and you can vote through the meeting platform. ' +
          'The Notice of Meeting explains how to register before the day.',
      },
    ],
  },
  {
    asker: 'olivia',
    subject: 'Copper hedging',
    question: 'Does the company hedge its exposure to the copper price?',
    daysAgo: 6,
    boardStatus: 'resolved',
    status: 'open',
    categories: ['capital'],
    replies: [
      answered(
        'Not at present. Red Hill is not yet in production, so there is no revenue to hedge. ' +
          'The Board will set a hedging policy as part of the financing of the project.',
      ),
      { from: 'investor', content: 'Thanks, that makes sense.', afterHours: 30 },
    ],
    note: 'Olivia asks often and reads our replies closely: keep answers to what is already public.',
  },
  {
    asker: { guest: ['Hannah', 'Lee', 'hannah.lee@example.com'] },
    subject: 'Annual report',
    question: 'Could you send me a copy of the latest annual report?',
    daysAgo: 8,
    boardStatus: 'resolved',
    status: 'open',
    categories: ['register'],
    replies: [
      answered(
        'Of course. The annual report is on our investor centre at demoresources.com.au/investors, ' +
          'and the share registry can post a printed copy on request.',
        4,
      ),
    ],
  },
  {
    asker: 'raj',
    subject: 'Cash position',
    question: 'What was the cash balance at the end of the September quarter?',
    daysAgo: 10,
    boardStatus: 'resolved',
    status: 'open',
    priority: 'medium',
    categories: ['capital'],
    replies: [
      answered(
        'The quarterly cash flow report (Appendix 5B) released with the activities report sets ' +
          'out our cash at the end of the quarter and the quarters of funding it covers.',
      ),
    ],
  },
  {
    asker: 'emma',
    subject: 'Placement shares',
    question: 'How many new shares were issued under the placement?',
    daysAgo: 14,
    boardStatus: 'resolved',
    status: 'closed',
    categories: ['capital'],
    replies: [
      answered(
        'The placement issued 45 million new shares at $0.32 each; the Appendix 2A lodged on the ' +
          'day of issue has the details.',
        2,
      ),
    ],
  },
  {
    asker: { guest: ['Daniel', 'Ortiz', 'daniel.ortiz@example.com'] },
    question: 'Do you offer graduate geologist positions?',
    daysAgo: 20,
    boardStatus: 'archived',
    archivedFrom: 'outstanding',
  },
  {
    asker: 'olivia',
    subject: 'AGM results',
    question: 'Were all resolutions passed at last year’s AGM?',
    daysAgo: 40,
    boardStatus: 'archived',
    archivedFrom: 'resolved',
    status: 'closed',
    categories: ['agm'],
    replies: [answered('Yes, every resolution was passed on a poll; the results are on the ASX.')],
  },
];

/** Seeds the demo company's board in the seed's transaction. */
