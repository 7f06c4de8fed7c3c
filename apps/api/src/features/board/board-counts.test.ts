import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOARD_STATUSES } from '@quorum/shared';
import type { BoardStatus } from '@quorum/shared';
import { boardColumnCounts, companies, enquiries } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { purgeExpiredPersonalData } from '../privacy/retention.job';
import {
  act,
  column,
  insertEnquiries,
  insertEnquiry,
  makeInvestor,
  makeTeam,
  move,
} from './testing/board-test-kit';
import type { Team } from './testing/board-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });

type Columns = Record<BoardStatus, number>;

/** Each column's total as the board shows it (the first page's meta). */
async function shownTotals(team: Team): Promise<Columns> {
  const totals = await Promise.all(
    BOARD_STATUSES.map(async (status) => (await column(t, team.viewer, status)).meta.totalItems),
  );
  return Object.fromEntries(BOARD_STATUSES.map((status, n) => [status, totals[n]!])) as Columns;
}

/** Each column's cards counted in the table itself: what the kept counts must always equal. */
async function countedRows(companyId: string): Promise<Columns> {
  const rows = rowsOf<{ board_status: BoardStatus; n: string | number }>(
    await t.database.db.execute(sql`select board_status, count(*) as n from enquiries
      where company_id = ${companyId} group by board_status`),
  );
  const counted = { outstanding: 0, drafted: 0, resolved: 0, archived: 0 };
  for (const row of rows) counted[row.board_status] = Number(row.n);
  return counted;
}

/** The board's totals, checked against the table, then compared with what the test expects. */
async function totals(team: Team): Promise<Columns> {
  const shown = await shownTotals(team);
  expect(shown).toEqual(await countedRows(team.companyId));
  return shown;
}

const CLOSE = 'mutation($id: ID!) { closeEnquiry(enquiryId: $id) { boardStatus } }';
const ARCHIVE = 'mutation($ids: [ID!]!) { archiveEnquiries(enquiryIds: $ids) { message } }';
const UNARCHIVE = 'mutation($ids: [ID!]!) { unarchiveEnquiries(enquiryIds: $ids) { message } }';
const BULK_ARCHIVE =
  'mutation($s: BoardStatus!) { bulkArchiveEnquiries(boardStatus: $s) { message } }';
const RESOLVE = 'mutation($ids: [ID!]!) { resolveEnquiries(enquiryIds: $ids) { message } }';

describe("the board's column totals, kept by the database", () => {
  let team: Team;
  let ids: string[];
  beforeAll(async () => {
    team = await makeTeam(t);
  });

  it('count new questions in their columns, another company’s apart', async () => {
    const other = await makeTeam(t);
    await insertEnquiries(t, other.companyId, [{}, {}]);
    ids = await insertEnquiries(t, team.companyId, [
      {},
      {},
      {},
      { boardStatus: 'drafted' },
      { boardStatus: 'resolved' },
    ]);
    expect(await totals(team)).toEqual({ outstanding: 3, drafted: 1, resolved: 1, archived: 0 });
    expect((await totals(other)).outstanding).toBe(2);
  });

  it('follow a card dragged to another column, and not a priority change', async () => {
    expect((await move(t, team.editor, ids[0]!, { boardStatus: 'drafted' })).error).toBeUndefined();
    expect((await move(t, team.editor, ids[1]!, { boardPriority: 'high' })).error).toBeUndefined();
    expect(await totals(team)).toEqual({ outstanding: 2, drafted: 2, resolved: 1, archived: 0 });
  });

  it('follow a closed question out of Outstanding into Resolved', async () => {
    const closed = await gql(t.app, CLOSE, { id: ids[1] }, team.editor);
    expect(closed.data).toEqual({ closeEnquiry: { boardStatus: 'resolved' } });
    expect(await totals(team)).toEqual({ outstanding: 1, drafted: 2, resolved: 2, archived: 0 });
  });

  it('follow archiving, a whole column archived, unarchiving and resolving', async () => {
    expect((await act(t, team.editor, ARCHIVE, { ids: [ids[2]] })).error).toBeUndefined();
    expect(await totals(team)).toEqual({ outstanding: 0, drafted: 2, resolved: 2, archived: 1 });
    expect((await act(t, team.editor, BULK_ARCHIVE, { s: 'resolved' })).error).toBeUndefined();
    expect(await totals(team)).toEqual({ outstanding: 0, drafted: 2, resolved: 0, archived: 3 });
    expect((await act(t, team.editor, UNARCHIVE, { ids: [ids[2]] })).error).toBeUndefined();
    expect(await totals(team)).toEqual({ outstanding: 1, drafted: 2, resolved: 0, archived: 2 });
    expect((await act(t, team.editor, RESOLVE, { ids: [ids[0], ids[3]] })).error).toBeUndefined();
    expect(await totals(team)).toEqual({ outstanding: 1, drafted: 0, resolved: 2, archived: 2 });
  });

  it('follow a question deleted (a privacy erasure) and one purged after two years', async () => {
    await t.database.db.delete(enquiries).where(eq(enquiries.id, ids[2]!));
    const old = new Date(Date.now() - 3 * 365 * 24 * 60 * 60 * 1000);
    const expired = await insertEnquiry(t, team.companyId, {
      boardStatus: 'resolved',
      createdAt: old,
      updatedAt: old,
    });
    expect(await totals(team)).toEqual({ outstanding: 0, drafted: 0, resolved: 3, archived: 2 });
    await purgeExpiredPersonalData(t.database.db);
    const [gone] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, expired));
    expect(gone).toBeUndefined();
    expect(await totals(team)).toEqual({ outstanding: 0, drafted: 0, resolved: 2, archived: 2 });
  });

  it('go with the company when it is removed', async () => {
    const leaving = await makeTeam(t);
    await insertEnquiries(t, leaving.companyId, [{}, { boardStatus: 'archived' }]);
    await t.database.db.delete(companies).where(eq(companies.id, leaving.companyId));
    const kept = await t.database.db
      .select()
      .from(boardColumnCounts)
      .where(eq(boardColumnCounts.companyId, leaving.companyId));
    expect(kept).toEqual([]);
  });
});

describe('board search', () => {
  let team: Team;
  beforeAll(async () => {
    team = await makeTeam(t);
    await insertEnquiries(t, team.companyId, [
      { question: 'When is the interim dividend paid?' },
      { question: 'Can we attend the AGM online?', subject: 'Annual meeting' },
      { question: 'What did drilling find?', guestFirstName: 'Dorothy', guestLastName: 'Holder' },
    ]);
  });

  it('finds a word inside a question, whatever its case', async () => {
    const page = await column(t, team.viewer, 'outstanding', { searchText: 'DIVIDEN' });
    expect(page.items.map((card) => card.question)).toEqual(['When is the interim dividend paid?']);
    expect(page.meta.totalItems).toBe(1);
  });

  it('finds words in the subject and the asker’s name, every word required', async () => {
    const bySubject = await column(t, team.viewer, 'outstanding', { searchText: 'annual online' });
    expect(bySubject.items.map((card) => card.question)).toEqual(['Can we attend the AGM online?']);
    const byName = await column(t, team.viewer, 'outstanding', { searchText: 'dorothy' });
    expect(byName.items.map((card) => card.question)).toEqual(['What did drilling find?']);
    const none = await column(t, team.viewer, 'outstanding', { searchText: 'dividend online' });
    expect(none).toMatchObject({ items: [], meta: { totalItems: 0 } });
  });

  it('finds an investor’s questions by their name', async () => {
    const investor = await makeInvestor(t, team.companyId, { firstName: 'Quentin' });
    await insertEnquiry(t, team.companyId, {
      isGuest: false,
      investorId: investor.id,
      question: 'Is guidance unchanged?',
    });
    const page = await column(t, team.viewer, 'outstanding', { searchText: 'quentin' });
    expect(page.items.map((card) => card.question)).toEqual(['Is guidance unchanged?']);
  });
});

describe('paging after a card (keyset)', () => {
  it('continues after the card named, in either order, as the page numbers do', async () => {
    const team = await makeTeam(t);
    const ids = await insertEnquiries(
      t,
      team.companyId,
      Array.from({ length: 7 }, (_, n) => ({ question: `Keyset ${n + 1}?` })),
    );
    const newest = [...ids].reverse();
    const first = await column(t, team.viewer, 'outstanding', { limit: 3 });
    expect(first.items.map((card) => card._id)).toEqual(newest.slice(0, 3));
    const after = await column(t, team.viewer, 'outstanding', {
      limit: 3,
      page: 2,
      after: newest[2],
    });
    expect(after.items.map((card) => card._id)).toEqual(newest.slice(3, 6));
    expect(after.meta).toEqual({ currentPage: 2, itemsPerPage: 3, totalItems: 7, totalPages: 3 });
    const oldest = await column(t, team.viewer, 'outstanding', {
      limit: 2,
      oldestFirst: true,
      after: ids[1],
    });
    expect(oldest.items.map((card) => card._id)).toEqual(ids.slice(2, 4));
    const searched = await column(t, team.viewer, 'outstanding', {
      limit: 2,
      searchText: 'keyset',
      after: newest[4],
    });
    expect(searched.items.map((card) => card._id)).toEqual(newest.slice(5, 7));
  });

  it("reads another company's card as no card: the page number's page, theirs unread", async () => {
    const team = await makeTeam(t);
    const other = await makeTeam(t);
    const ids = await insertEnquiries(
      t,
      team.companyId,
      Array.from({ length: 4 }, (_, n) => ({ question: `Ours ${n + 1}?` })),
    );
    const [theirs] = await insertEnquiries(t, other.companyId, [{ question: 'Theirs?' }]);
    const newest = [...ids].reverse();
    for (const searchText of [null, 'ours']) {
      const page = await column(t, team.viewer, 'outstanding', {
        limit: 2,
        page: 2,
        after: theirs,
        searchText,
      });
      expect(page.items.map((card) => card._id)).toEqual(newest.slice(2, 4));
    }
  });

  it('refuses an id that cannot be a card as not found', async () => {
    const team = await makeTeam(t);
    const answer = await gql(
      t.app,
      'query { getKanbanBoardQuestionV2(boardStatus: outstanding, after: "nope") { items { _id } } }',
      {},
      team.viewer,
    );
    expect(answer.error?.code).toBe('NOT_FOUND');
  });
});
