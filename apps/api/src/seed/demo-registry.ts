import type { Db } from '../db/client';
import { questionRegistries } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoQuestion {
  question: string;
  response: string;
  drafted?: boolean;
  starred?: boolean;
  /** Days before the seed that the question was last edited, and deleted if it is in Deleted. */
  editedDaysAgo: number;
  deletedDaysAgo?: number;
}

/**
 * The registry of the demo company (Demo Resources Ltd, a Perth copper and gold explorer): the
 * questions its shareholders ask most, with the answers its team reuses. Two drafts, three
 * starred, one in Deleted, so every tab has something to show.
 */
const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    question: 'Does Demo Resources pay a dividend?',
    response:
      'Not at present. As an explorer and developer we reinvest our cash in the Red Hill project. ' +
      'The Board will review the dividend policy once Red Hill is in production and generating ' +
      'free cash flow, and any change will be announced to the ASX first.',
    starred: true,
    editedDaysAgo: 2,
  },
  {
    question: 'Why did the company raise capital through a placement rather than a rights issue?',
    response:
      'The placement let us fund the next phase of drilling quickly and at a modest discount. ' +
      'So that every shareholder could take part on the same terms, it was followed by a share ' +
      'purchase plan open to all eligible holders in Australia and New Zealand.',
    starred: true,
    editedDaysAgo: 5,
  },
  {
    question: 'When and where is the Annual General Meeting?',
    response:
      'The AGM is held in Perth each November and streamed online. The Notice of Meeting, with ' +
      'the resolutions and how to vote or appoint a proxy, is released to the ASX and sent to ' +
      'shareholders at least 28 days before the meeting.',
    starred: true,
    editedDaysAgo: 9,
  },
  {
    question: 'When will the Red Hill scoping study be released?',
    response:
      'The scoping study is under way and we expect to release it in the second half of the ' +
      'financial year. We will announce it to the ASX before discussing its results anywhere else.',
    editedDaysAgo: 3,
  },
  {
    question: 'Has the company given production or cost guidance?',
    response:
      'No. Red Hill is not yet in production, so we do not give production or cost guidance. ' +
      'The scoping study will set out the first estimates of both.',
    editedDaysAgo: 12,
  },
  {
    question: 'How does the company manage water use and heritage at Red Hill?',
    response:
      'We work under a heritage agreement with the Traditional Owners, who survey every drill ' +
      'program before it starts. Water for drilling is drawn under licence and reported in our ' +
      'annual sustainability statement, together with our emissions and rehabilitation work.',
    editedDaysAgo: 15,
  },
  {
    question: 'How long will the current cash last?',
    response:
      'Our cash position at the end of each quarter is set out in the quarterly cash flow ' +
      'report (Appendix 5B), with our estimate of how many quarters of funding remain.',
    editedDaysAgo: 20,
  },
  {
    question: 'How do I update my address or bank details?',
    response:
      'Our share registry keeps shareholder records for us. Log in to the registry’s investor ' +
      'centre with your SRN or HIN, or call the number on your holding statement. For your ' +
      'security we cannot change these details for you.',
    editedDaysAgo: 26,
  },
  {
    question: 'Are directors allowed to trade in the company’s shares?',
    response:
      'Only within the trading windows of our securities trading policy, and every change in a ' +
      'director’s interest is announced to the ASX within five business days.',
    editedDaysAgo: 33,
  },
  {
    question: 'Will the next drilling results include assays from the eastern extension?',
    response: '',
    drafted: true,
    editedDaysAgo: 1,
  },
  {
    question: 'Is the company considering a dual listing overseas?',
    response:
      'The Board has no plans for a dual listing at this stage. We will keep reviewing how best ' +
      'to reach investors as the project',
    drafted: true,
    editedDaysAgo: 4,
  },
  {
    question: 'When is the half-year report due?',
    response: 'The half-year report is lodged with the ASX by the end of February.',
    editedDaysAgo: 40,
    deletedDaysAgo: 6,
  },
];

/** The free-plan demo company's registry: exactly the three questions Freemium holds. */
const FREE_QUESTIONS: DemoQuestion[] = [
  {
    question: 'Where can I find the latest annual report?',
    response:
      'The annual report is on the ASX announcements platform and on our website’s investor page.',
    editedDaysAgo: 3,
  },
  {
    question: 'How do I vote at the general meeting?',
    response:
      'Vote online through the share registry with your SRN or HIN, by proxy form, or in person ' +
      'at the meeting. The Notice of Meeting sets out each option and the deadlines.',
    editedDaysAgo: 8,
  },
  {
    question: 'Who is the company’s share registry?',
    response:
      'Our share registry’s contact details are on your holding statement and on our website.',
    editedDaysAgo: 14,
  },
];

function rowsOf(questions: DemoQuestion[], companyId: string, userId: string, now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return questions.map((q) => ({
    companyId,
    question: q.question,
    response: q.response,
    drafted: q.drafted ?? false,
    starred: q.starred ?? false,
    lastEditedAt: daysAgo(q.editedDaysAgo),
    createdAt: daysAgo(q.editedDaysAgo),
    deletedAt: q.deletedDaysAgo === undefined ? null : daysAgo(q.deletedDaysAgo),
    lastUpdateBy: userId,
  }));
}

/** Adds the demo company's registry, inside the seed's transaction. */
export async function seedDemoRegistry(tx: Db, companyId: string, userId: string, now: Date) {
  await tx.insert(questionRegistries).values(rowsOf(DEMO_QUESTIONS, companyId, userId, now));
}

/** Adds the free-plan demo company's three questions, inside the seed's transaction. */
export async function seedFreeRegistry(tx: Db, companyId: string, userId: string, now: Date) {
  await tx.insert(questionRegistries).values(rowsOf(FREE_QUESTIONS, companyId, userId, now));
}
