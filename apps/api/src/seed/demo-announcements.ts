// Demo Resources' announcements: published ones (one pinned and starred), drafts, and a poll
// standing alone that investors have voted in, with the views that count them. Text only:
// attachments need stored files, and the seed has no storage.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  announcementViews,
  announcements,
  pollBallotChoices,
  pollBallots,
  pollOptions,
  polls,
} from '../db/schema';
import { DAY_MS, DEMO_INVESTORS, HOUR_MS, QUARTERLY_REPORT_TITLE } from './demo-board-data';
import type { InvestorKey } from './demo-board-data';

interface DemoAnnouncement {
  title: string;
  body: string;
  daysAgo: number;
  published: boolean;
  pinned?: boolean;
  starred?: boolean;
  /** Investors of the demo board who read it, and other browsers that did. */
  readBy?: InvestorKey[];
  otherReaders?: number;
}

const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    title: QUARTERLY_REPORT_TITLE,
    body:
      'Demo Resources drilled 12,400 metres at Red Hill in the September quarter, extending the ' +
      'mineralised zone 400 metres to the north. The scoping study is on schedule for release in ' +
      'the March quarter. Cash at the end of the quarter was $18.2 million.',
    daysAgo: 6,
    published: true,
    pinned: true,
    starred: true,
    readBy: ['olivia', 'raj', 'emma'],
    otherReaders: 9,
  },
  {
    title: 'Red Hill drilling update',
    body:
      'Assays from the first six holes of the northern step-out program confirm copper-gold ' +
      'mineralisation over 150 metres of strike. Results from the remaining holes are expected ' +
      'within four weeks.',
    daysAgo: 14,
    published: true,
    readBy: ['olivia'],
    otherReaders: 4,
  },
  {
    title: 'Notice of Annual General Meeting',
    body:
      'The Annual General Meeting will be held in Perth and online. The Notice of Meeting, with ' +
      'the resolutions and how to vote or appoint a proxy, has been released to the ASX.',
    daysAgo: 21,
    published: true,
    readBy: ['raj', 'emma'],
    otherReaders: 2,
  },
  {
    title: 'Half-year results presentation',
    body: 'Draft: the presentation for the half-year results call. Slides to follow from finance.',
    daysAgo: 1,
    published: false,
  },
  {
    title: 'Investor webinar – scoping study',
    body: 'Draft: invitation to a webinar with the Managing Director once the study is released.',
    daysAgo: 2,
    published: false,
  },
];

const DEMO_POLL = {
  question: 'What should our next investor webinar cover?',
  options: ['Red Hill scoping study', 'Exploration pipeline', 'Capital management'],
  daysAgo: 3,
  runsForDays: 7,
  /** Each investor's choice, by option index. */
  ballots: [
    ['olivia', 0],
    ['raj', 0],
    ['emma', 2],
    ['tom', 1],
  ] as [InvestorKey, number][],
  /** Votes by name and address from the web. */
  guests: [
    ['Marcus', 'Webb', 0],
    ['Sophie', 'Martin', 1],
  ] as [string, string, number][],
};

/**
 * Adds the demo company's announcements; answers their ids by title, so the board's announcement
 * reply names a real one. Views and votes need the investors, so `seedDemoAudience` adds them
 * once the board has seeded those.
 */
export async function seedDemoAnnouncements(
  tx: Db,
  companyId: string,
  userId: string,
  now: Date,
): Promise<Map<string, string>> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const rows = await tx
    .insert(announcements)
    .values([
      ...DEMO_ANNOUNCEMENTS.map((demo) => ({
        companyId,
        createdBy: userId,
        title: demo.title,
        body: demo.body,
        status: demo.published ? ('published' as const) : ('draft' as const),
        publishedAt: demo.published ? ago(demo.daysAgo) : null,
        isPinned: demo.pinned ?? false,
        pinnedAt: demo.pinned ? ago(demo.daysAgo) : null,
        starred: demo.starred ?? false,
        createdAt: ago(demo.daysAgo),
        updatedAt: ago(demo.daysAgo),
      })),
      {
        companyId,
        createdBy: userId,
        announcementType: 'poll' as const,
        title: DEMO_POLL.question,
        status: 'published' as const,
        publishedAt: ago(DEMO_POLL.daysAgo),
        createdAt: ago(DEMO_POLL.daysAgo),
        updatedAt: ago(DEMO_POLL.daysAgo),
      },
    ])
    .returning({ id: announcements.id, title: announcements.title });
  return new Map(rows.map((row) => [row.title, row.id]));
}

/** The investors' views of the published announcements and their votes in the poll. */
export async function seedDemoAudience(
  tx: Db,
  companyId: string,
  ids: ReadonlyMap<string, string>,
  investorIds: Record<InvestorKey, string>,
  now: Date,
) {
  for (const demo of DEMO_ANNOUNCEMENTS) {
    const announcementId = ids.get(demo.title)!;
    const readers = [
      ...(demo.readBy ?? []).map((key) => ({
        viewerKey: `demo:investor:${key}`,
        investorId: investorIds[key],
      })),
      ...Array.from({ length: demo.otherReaders ?? 0 }, (_, n) => ({
        viewerKey: `demo:browser:${n}`,
        investorId: null,
      })),
    ];
    if (readers.length === 0) continue;
    // Some came back: each investor read it twice.
    const views = readers.map((reader) => ({ ...reader, views: reader.investorId ? 2 : 1 }));
    await tx.insert(announcementViews).values(views.map((view) => ({ announcementId, ...view })));
    await tx
      .update(announcements)
      .set({
        totalViews: views.reduce((sum, view) => sum + view.views, 0),
        uniqueViewers: views.length,
      })
      .where(eq(announcements.id, announcementId));
  }
  await seedDemoPoll(tx, companyId, ids.get(DEMO_POLL.question)!, investorIds, now);
}

async function seedDemoPoll(
  tx: Db,
  companyId: string,
  announcementId: string,
  investorIds: Record<InvestorKey, string>,
  now: Date,
) {
  const opened = new Date(now.getTime() - DEMO_POLL.daysAgo * DAY_MS);
  const ballots = [
    ...DEMO_POLL.ballots.map(([key, option]) => ({
      voterKey: `demo:investor:${key}`,
      investorId: investorIds[key],
      firstName: DEMO_INVESTORS[key].firstName,
      lastName: DEMO_INVESTORS[key].lastName,
      investorType: 'investor',
      option,
    })),
    ...DEMO_POLL.guests.map(([firstName, lastName, option]) => ({
      voterKey: `demo:guest:${firstName}`,
      investorId: null,
      firstName,
      lastName,
      investorType: 'guest',
      option,
    })),
  ];
  await tx.insert(polls).values({
    announcementId,
    companyId,
    question: DEMO_POLL.question,
    endsAt: new Date(opened.getTime() + DEMO_POLL.runsForDays * DAY_MS),
    totalVotes: ballots.length,
    createdAt: opened,
    updatedAt: opened,
  });
  const options = await tx
    .insert(pollOptions)
    .values(
      DEMO_POLL.options.map((label, position) => ({
        announcementId,
        position,
        label,
        voteCount: ballots.filter((ballot) => ballot.option === position).length,
      })),
    )
    .returning({ id: pollOptions.id, position: pollOptions.position });
  const optionAt = new Map(options.map((option) => [option.position, option.id]));
  await tx.insert(pollBallots).values(
    ballots.map(({ option: _option, ...ballot }, n) => ({
      announcementId,
      ...ballot,
      createdAt: new Date(opened.getTime() + (n + 1) * 5 * HOUR_MS),
    })),
  );
  await tx.insert(pollBallotChoices).values(
    ballots.map((ballot) => ({
      announcementId,
      voterKey: ballot.voterKey,
      optionId: optionAt.get(ballot.option)!,
    })),
  );
}
