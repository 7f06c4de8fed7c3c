import { beforeAll, describe, expect, it } from 'vitest';
import { BOARD_PAGE_SIZES } from '@quorum/shared';
import { enquiryAssignees } from '../../db/schema';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { column, insertEnquiries, makeInvestor, makeTeam } from './testing/board-test-kit';
import type { PageView, Team } from './testing/board-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });

let theirs: Team;
beforeAll(async () => {
  theirs = await makeTeam(t);
});

describe('a column page', () => {
  let team: Team;
  let outstanding: string[];
  beforeAll(async () => {
    team = await makeTeam(t);
    outstanding = await insertEnquiries(
      t,
      team.companyId,
      Array.from({ length: 27 }, (_, n) => ({ question: `Outstanding ${n + 1}?` })),
    );
    await insertEnquiries(
      t,
      team.companyId,
      Array.from({ length: 8 }, () => ({ boardStatus: 'archived' as const })),
    );
  });

  it('lists the newest first, 25 to an Outstanding page, with the totals', async () => {
    const first = await column(t, team.viewer, 'outstanding');
    expect(first.meta).toEqual({
      currentPage: 1,
      itemsPerPage: BOARD_PAGE_SIZES.outstanding,
      totalItems: 27,
      totalPages: 2,
    });
    expect(first.items.map((card) => card._id)).toEqual([...outstanding].reverse().slice(0, 25));
    const second = await column(t, team.viewer, 'outstanding', { page: 2 });
    expect(second.items.map((card) => card.question)).toEqual(['Outstanding 2?', 'Outstanding 1?']);
  });

  it('lists the questions that have waited longest first when asked oldest first', async () => {
    const oldest = await column(t, team.viewer, 'outstanding', { oldestFirst: true, limit: 3 });
    expect(oldest.items.map((card) => card.question)).toEqual([
      'Outstanding 1?',
      'Outstanding 2?',
      'Outstanding 3?',
    ]);
    expect(oldest.meta.totalItems).toBe(27);
    const next = await column(t, team.viewer, 'outstanding', {
      oldestFirst: true,
      limit: 3,
      page: 2,
    });
    expect(next.items.map((card) => card._id)).toEqual(outstanding.slice(3, 6));
  });

  it('answers a page without its totals when they are not asked, and with them through a fragment', async () => {
    const itemsOnly = await gql<{ getKanbanBoardQuestionV2: { items: { _id: string }[] } }>(
      t.app,
      '{ getKanbanBoardQuestionV2(boardStatus: outstanding, limit: 2, oldestFirst: true) { items { _id } } }',
      {},
      team.viewer,
    );
    expect(itemsOnly.data?.getKanbanBoardQuestionV2.items.map((card) => card._id)).toEqual(
      outstanding.slice(0, 2),
    );
    const throughFragment = await gql<{
      getKanbanBoardQuestionV2: { meta: { totalItems: number } };
    }>(
      t.app,
      `{ getKanbanBoardQuestionV2(boardStatus: outstanding) { ...Totals } }
       fragment Totals on BoardColumnPage { meta { totalItems } }`,
      {},
      team.viewer,
    );
    expect(throughFragment.error).toBeUndefined();
    expect(throughFragment.data?.getKanbanBoardQuestionV2.meta.totalItems).toBe(27);
  });

  it('uses each column’s own page size: Archived shows 6', async () => {
    const archived = await column(t, team.viewer, 'archived');
    expect(archived.items).toHaveLength(BOARD_PAGE_SIZES.archived);
    expect(archived.meta).toMatchObject({ itemsPerPage: 6, totalItems: 8, totalPages: 2 });
  });

  it('cuts a larger limit to 50 and answers an empty page past the end with the total', async () => {
    expect((await column(t, team.viewer, 'outstanding', { limit: 500 })).meta.itemsPerPage).toBe(
      50,
    );
    const past = await column(t, team.viewer, 'outstanding', { page: 9 });
    expect(past).toEqual({
      items: [],
      meta: { currentPage: 9, itemsPerPage: 25, totalItems: 27, totalPages: 2 },
    });
  });

  it('shows an empty column as no cards, not an error', async () => {
    expect(await column(t, team.viewer, 'drafted')).toEqual({
      items: [],
      meta: { currentPage: 1, itemsPerPage: 10, totalItems: 0, totalPages: 0 },
    });
  });

  it('never shows another company’s cards', async () => {
    const theirsPage = await column(t, theirs.admin, 'outstanding');
    expect(theirsPage.items.some((card) => outstanding.includes(card._id))).toBe(false);
  });
});

describe('filters', () => {
  let team: Team;
  let ids: Record<'dividend' | 'agm' | 'named' | 'assigned', string>;
  let categoryId: string;
  beforeAll(async () => {
    team = await makeTeam(t);
    const investor = await makeInvestor(t, team.companyId, { firstName: 'Quentin' });
    const [dividend, agm, named, assigned] = await insertEnquiries(t, team.companyId, [
      { subject: 'Dividend', question: 'When is the 100% franked dividend paid?' },
      { question: 'Where is the AGM held?' },
      { isGuest: false, investorId: investor.id, question: 'What about the drilling?' },
      { question: 'Is guidance unchanged?' },
    ]);
    ids = { dividend: dividend!, agm: agm!, named: named!, assigned: assigned! };
    const made = await gql<{ createEnquiryCategory: { _id: string } }>(
      t.app,
      'mutation { createEnquiryCategory(name: "Capital", colorIndex: 4) { _id } }',
      {},
      team.admin,
    );
    categoryId = made.data!.createEnquiryCategory._id;
    await gql(
      t.app,
      'mutation($ids: [ID!]!, $c: ID!) { assignEnquiriesToCategory(enquiryIds: $ids, categoryId: $c) { message } }',
      { ids: [ids.dividend, ids.agm], c: categoryId },
      team.admin,
    );
    await t.database.db
      .insert(enquiryAssignees)
      .values({ companyId: team.companyId, enquiryId: ids.assigned, userId: team.editorId });
  });

  const idsOf = (page: PageView) => page.items.map((card) => card._id).sort();

  it('finds words in the subject, the question or the asker’s name, in any case', async () => {
    const bySubject = await column(t, team.viewer, 'outstanding', { searchText: 'DIVIDEND' });
    expect(idsOf(bySubject)).toEqual([ids.dividend]);
    const byName = await column(t, team.viewer, 'outstanding', { searchText: 'quentin' });
    expect(idsOf(byName)).toEqual([ids.named]);
    const twoWords = await column(t, team.viewer, 'outstanding', { searchText: 'agm where' });
    expect(idsOf(twoWords)).toEqual([ids.agm]);
  });

  it('takes % and _ in a search literally', async () => {
    const page = await column(t, team.viewer, 'outstanding', { searchText: '100%' });
    expect(idsOf(page)).toEqual([ids.dividend]);
    expect((await column(t, team.viewer, 'outstanding', { searchText: '_' })).items).toEqual([]);
  });

  it('lists the cards in any of the chosen categories', async () => {
    const page = await column(t, team.viewer, 'outstanding', { categoryIds: [categoryId] });
    expect(idsOf(page)).toEqual([ids.dividend, ids.agm].sort());
    expect(page.items[0]!.enquiryCategories).toEqual([
      { _id: categoryId, name: 'Capital', colorIndex: 4 },
    ]);
    const unknown = await column(t, team.viewer, 'outstanding', { categoryIds: ['nonsense'] });
    expect(unknown.items).toEqual([]);
  });

  it('lists only the caller’s own assignments when asked', async () => {
    const page = await column(t, team.editor, 'outstanding', { assignedToMe: true });
    expect(idsOf(page)).toEqual([ids.assigned]);
    expect(page.items[0]!.assignees).toEqual([{ _id: team.editorId, firstName: 'Test' }]);
    expect((await column(t, team.admin, 'outstanding', { assignedToMe: true })).items).toEqual([]);
  });
});
