import { beforeAll, describe, expect, it } from 'vitest';
import { BOARD_LIMITS, CATEGORY_PALETTE, messages } from '@quorum/shared';
import { enquiryCategories } from '../../db/schema';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { GET, insertEnquiries, insertEnquiry, makeTeam } from '../board/testing/board-test-kit';
import type { CardView, Team } from '../board/testing/board-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.board;

const LIST = '{ getEnquiryCategories { _id name colorIndex companyId createdBy } }';
const CREATE = `mutation($name: String!, $colorIndex: Int!) {
  createEnquiryCategory(name: $name, colorIndex: $colorIndex) { _id name colorIndex createdBy }
}`;
const UPDATE = `mutation($id: ID!, $name: String, $colorIndex: Int) {
  updateEnquiryCategory(categoryId: $id, name: $name, colorIndex: $colorIndex) { _id name colorIndex }
}`;
const DELETE = 'mutation($id: ID!) { deleteEnquiryCategory(categoryId: $id) { message } }';
const ASSIGN = `mutation($ids: [ID!]!, $id: ID!) {
  assignEnquiriesToCategory(enquiryIds: $ids, categoryId: $id) { message }
}`;
const REMOVE = `mutation($ids: [ID!]!, $id: ID!) {
  removeEnquiriesToCategory(enquiryIds: $ids, categoryId: $id) { message }
}`;

type Category = { _id: string; name: string; colorIndex: number };

let ours: Team;
let theirs: Team;
beforeAll(async () => {
  ours = await makeTeam(t);
  theirs = await makeTeam(t);
});

async function create(team: Team, name: string, colorIndex = 0) {
  return gql<{ createEnquiryCategory: Category & { createdBy: string } }>(
    t.app,
    CREATE,
    { name, colorIndex },
    team.admin,
  );
}

async function listOf(team: Team) {
  const answer = await gql<{ getEnquiryCategories: Category[] }>(t.app, LIST, {}, team.viewer);
  return answer.data!.getEnquiryCategories;
}

async function categoriesOn(team: Team, id: string) {
  const answer = await gql<{ getEnquiryQuestion: CardView }>(t.app, GET, { id }, team.viewer);
  return answer.data!.getEnquiryQuestion.enquiryCategories.map((c) => c.name);
}

describe('categories', () => {
  it('creates categories with a palette colour and lists them by name', async () => {
    const team = await makeTeam(t);
    const made = await create(team, '  Governance ', 13);
    expect(made.data!.createEnquiryCategory).toMatchObject({
      name: 'Governance',
      colorIndex: 13,
      createdBy: team.adminId,
    });
    await create(team, 'capital', 2);
    expect((await listOf(team)).map((c) => c.name)).toEqual(['capital', 'Governance']);
  });

  it('refuses a name the company already has, whatever its case', async () => {
    await create(ours, 'Dividends');
    const again = await create(ours, 'DIVIDENDS');
    expect(again.error).toEqual({ code: 'CONFLICT', message: text.categoryNameTaken });
    // Another company may use the same name.
    expect((await create(theirs, 'Dividends')).error).toBeUndefined();
  });

  it.each([
    ['an empty name', '   ', 0, text.categoryNameRequired],
    [
      'an over-long name',
      'x'.repeat(BOARD_LIMITS.categoryNameMaxLength + 1),
      0,
      text.categoryNameTooLong(BOARD_LIMITS.categoryNameMaxLength),
    ],
    ['a colour outside the palette', 'Colour', CATEGORY_PALETTE.length, text.categoryColourInvalid],
    ['a negative colour', 'Colour', -1, text.categoryColourInvalid],
  ])('refuses %s, writing nothing', async (_name, name, colorIndex, message) => {
    const before = (await listOf(ours)).length;
    const answer = await create(ours, name, colorIndex);
    expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(await listOf(ours)).toHaveLength(before);
  });

  it('holds at most the company limit', async () => {
    const team = await makeTeam(t);
    await t.database.db.insert(enquiryCategories).values(
      Array.from({ length: BOARD_LIMITS.categoriesPerCompany }, (_, n) => ({
        companyId: team.companyId,
        name: `Category ${n}`,
        colorIndex: n % CATEGORY_PALETTE.length,
      })),
    );
    const answer = await create(team, 'One more');
    expect(answer.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: text.categoryLimit(BOARD_LIMITS.categoriesPerCompany),
    });
  });

  it('renames and recolours, keeping what is not sent', async () => {
    const { _id } = (await create(ours, 'Guidance', 1)).data!.createEnquiryCategory;
    const renamed = await gql(t.app, UPDATE, { id: _id, name: 'Outlook' }, ours.editor);
    expect(renamed.data).toEqual({
      updateEnquiryCategory: { _id, name: 'Outlook', colorIndex: 1 },
    });
    const recoloured = await gql(t.app, UPDATE, { id: _id, colorIndex: 7 }, ours.editor);
    expect(recoloured.data).toEqual({
      updateEnquiryCategory: { _id, name: 'Outlook', colorIndex: 7 },
    });
    // Its own name in another case is not a clash; another category's name is.
    expect((await gql(t.app, UPDATE, { id: _id, name: 'OUTLOOK' }, ours.editor)).error).toBe(
      undefined,
    );
    const clash = await gql(t.app, UPDATE, { id: _id, name: 'dividends' }, ours.editor);
    expect(clash.error).toEqual({ code: 'CONFLICT', message: text.categoryNameTaken });
  });

  it('refuses to change or delete another company’s category', async () => {
    const { _id } = (await create(theirs, 'Theirs only')).data!.createEnquiryCategory;
    for (const [mutation, variables] of [
      [UPDATE, { id: _id, name: 'Mine now' }],
      [DELETE, { id: _id }],
      [ASSIGN, { id: _id, ids: [await insertEnquiry(t, ours.companyId)] }],
    ] as const) {
      const answer = await gql(t.app, mutation, variables, ours.admin);
      expect(answer.error).toEqual({ code: 'NOT_FOUND', message: text.categoryNotFound });
    }
    expect((await listOf(theirs)).map((c) => c.name)).toContain('Theirs only');
  });

  it('is assigned to cards and removed from them', async () => {
    const { _id } = (await create(ours, 'AGM', 3)).data!.createEnquiryCategory;
    const ids = await insertEnquiries(t, ours.companyId, [{}, {}]);
    const assigned = await gql(t.app, ASSIGN, { ids, id: _id }, ours.editor);
    expect(assigned.data).toEqual({
      assignEnquiriesToCategory: { message: text.categoryAssigned },
    });
    // Assigning again changes nothing.
    expect((await gql(t.app, ASSIGN, { ids, id: _id }, ours.editor)).error).toBeUndefined();
    expect(await categoriesOn(ours, ids[0]!)).toEqual(['AGM']);

    const removed = await gql(t.app, REMOVE, { ids: [ids[0]], id: _id }, ours.editor);
    expect(removed.data).toEqual({ removeEnquiriesToCategory: { message: text.categoryRemoved } });
    expect(await categoriesOn(ours, ids[0]!)).toEqual([]);
    expect(await categoriesOn(ours, ids[1]!)).toEqual(['AGM']);
  });

  it('assigns to all the cards or none when one is another company’s', async () => {
    const { _id } = (await create(ours, 'Mixed')).data!.createEnquiryCategory;
    const mine = await insertEnquiry(t, ours.companyId);
    const other = await insertEnquiry(t, theirs.companyId);
    const answer = await gql(t.app, ASSIGN, { ids: [mine, other], id: _id }, ours.editor);
    expect(answer.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
    expect(await categoriesOn(ours, mine)).toEqual([]);
  });

  it('is taken off every card when deleted', async () => {
    const { _id } = (await create(ours, 'Short-lived')).data!.createEnquiryCategory;
    const id = await insertEnquiry(t, ours.companyId);
    await gql(t.app, ASSIGN, { ids: [id], id: _id }, ours.editor);
    const deleted = await gql(t.app, DELETE, { id: _id }, ours.editor);
    expect(deleted.data).toEqual({ deleteEnquiryCategory: { message: text.categoryDeleted } });
    expect(await categoriesOn(ours, id)).toEqual([]);
    expect((await listOf(ours)).map((c) => c._id)).not.toContain(_id);
  });

  it('is changed only by those who may edit the board', async () => {
    const answer = await gql(t.app, CREATE, { name: 'Viewer’s', colorIndex: 0 }, ours.viewer);
    expect(answer.error?.code).toBe('FORBIDDEN');
  });
});
