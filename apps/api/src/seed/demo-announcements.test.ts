import { describe, expect, it } from 'vitest';
import { makeCompany, makeUser, signIn } from '../testing/factories';
import { gql } from '../testing/graphql';
import { useTestApp } from '../testing/test-app';
import { seedDemoAnnouncements, seedDemoAudience } from './demo-announcements';
import { seedDemoBoard } from './demo-board';
import { QUARTERLY_REPORT_TITLE } from './demo-board-data';

const t = useTestApp();

const LIST = `{
  getCompanyAnnouncements(limit: 10) {
    publishedCount draftCount
    items {
      _id title status isPinned starred announcementType totalViews uniqueViewers questionsAsked
      seenPercentage poll { totalVotes options { option voteCount } userVotes { firstName } }
    }
  }
}`;
const REPLY = `{ getKanbanBoardQuestionV2(boardStatus: outstanding, limit: 50) {
  items { enquiryType announcementInfo { announcementId announcementTitle pageNumber } }
} }`;

interface Item {
  _id: string;
  title: string;
  status: string;
  isPinned: boolean;
  starred: boolean;
  announcementType: string;
  totalViews: number;
  uniqueViewers: number;
  questionsAsked: number;
  seenPercentage: number | null;
  poll: {
    totalVotes: number;
    options: { option: string; voteCount: number }[];
    userVotes: { firstName: string }[];
  } | null;
}

describe('the demo company’s announcements', () => {
  it('are published ones with the quarterly pinned first, drafts, and a poll investors voted in', async () => {
    const db = t.database.db;
    const user = await makeUser(db);
    const company = await makeCompany(db, user.id);
    await db.transaction(async (tx) => {
      const now = new Date();
      const ids = await seedDemoAnnouncements(tx, company.id, user.id, now);
      const investors = await seedDemoBoard(tx, company.id, user.id, now, ids);
      await seedDemoAudience(tx, company.id, ids, investors, now);
    });
    const { accessToken } = await signIn(t, user.email, user.password);

    const listed = await gql<{
      getCompanyAnnouncements: { publishedCount: number; draftCount: number; items: Item[] };
    }>(t.app, LIST, {}, accessToken);
    const page = listed.data!.getCompanyAnnouncements;
    expect(page).toMatchObject({ publishedCount: 4, draftCount: 2 });
    const [first] = page.items;
    expect(first).toMatchObject({
      title: QUARTERLY_REPORT_TITLE,
      isPinned: true,
      starred: true,
      status: 'published',
      // Olivia, Raj and Emma twice each, and nine other browsers.
      totalViews: 15,
      uniqueViewers: 12,
      questionsAsked: 1,
    });
    // Three of the four investors who still follow the company read it.
    expect(first!.seenPercentage).toBe(75);
    const poll = page.items.find((item) => item.announcementType === 'poll')!;
    expect(poll.poll).toMatchObject({
      totalVotes: 6,
      options: [
        { option: 'Red Hill scoping study', voteCount: 3 },
        { option: 'Exploration pipeline', voteCount: 2 },
        { option: 'Capital management', voteCount: 1 },
      ],
    });
    expect(poll.poll!.userVotes).toHaveLength(6);

    // The board's announcement reply names the seeded report.
    const board = await gql<{
      getKanbanBoardQuestionV2: {
        items: { enquiryType: string; announcementInfo: { announcementId: string } | null }[];
      };
    }>(t.app, REPLY, {}, accessToken);
    const reply = board.data!.getKanbanBoardQuestionV2.items.find(
      (item) => item.enquiryType === 'announcement_reply',
    );
    expect(reply!.announcementInfo!.announcementId).toBe(first!._id);
  });
});
