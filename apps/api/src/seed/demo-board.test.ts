import { describe, expect, it } from 'vitest';
import { BOARD_STATUSES, messages } from '@quorum/shared';
import { makeCompany, makeUser, signIn } from '../testing/factories';
import { gql } from '../testing/graphql';
import { useTestApp } from '../testing/test-app';
import { seedDemoBoard } from './demo-board';

const t = useTestApp();

const COLUMN = `query($s: BoardStatus!) {
  getKanbanBoardQuestionV2(boardStatus: $s, limit: 50) {
    items {
      enquiryType isGuest isDeletedInvestor isRemovedCompany boardPriority replyCount
      investor { firstName investorStatus } assignees { _id } enquiryCategories { name }
    }
  }
}`;
type Card = {
  enquiryType: string;
  isGuest: boolean;
  isDeletedInvestor: boolean;
  isRemovedCompany: boolean;
  boardPriority: string;
  replyCount: number;
  investor: { firstName: string; investorStatus: string | null };
  assignees: { _id: string }[];
  enquiryCategories: { name: string }[];
};

describe('the demo company’s question board', () => {
  it('has cards in every column from every kind of asker, with threads on the resolved ones', async () => {
    const db = t.database.db;
    const user = await makeUser(db);
    const company = await makeCompany(db, user.id);
    await db.transaction((tx) => seedDemoBoard(tx, company.id, user.id, new Date()));

    const { accessToken } = await signIn(t, user.email, user.password);
    const columns: Record<string, Card[]> = {};
    for (const s of BOARD_STATUSES) {
      const answer = await gql<{ getKanbanBoardQuestionV2: { items: Card[] } }>(
        t.app,
        COLUMN,
        { s },
        accessToken,
      );
      columns[s] = answer.data!.getKanbanBoardQuestionV2.items;
      expect(columns[s]!.length).toBeGreaterThan(0);
    }
    const all = Object.values(columns).flat();
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all.some((c) => c.isGuest)).toBe(true);
    expect(all.some((c) => c.enquiryType === 'announcement_reply')).toBe(true);
    expect(all.find((c) => c.isDeletedInvestor)!.investor.firstName).toBe(
      messages.board.deletedUserName,
    );
    expect(all.find((c) => c.isRemovedCompany)!.investor.investorStatus).toBe('Removed');
    expect(all.some((c) => c.assignees.some((a) => a._id === user.id))).toBe(true);
    expect(all.some((c) => c.boardPriority === 'high')).toBe(true);
    expect(all.some((c) => c.enquiryCategories.length > 0)).toBe(true);
    expect(columns.resolved!.every((c) => c.replyCount > 0)).toBe(true);
  });
});
