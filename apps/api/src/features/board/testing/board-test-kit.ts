import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { BoardStatus } from '@quorum/shared';
import { enquiries, investorCompanies, investors } from '../../../db/schema';
import { addMember, makeCompany, makeUser, signIn } from '../../../testing/factories';
import { gql } from '../../../testing/graphql';
import type { TestApp } from '../../../testing/test-app';

/** What the board tests share: the calls as the web app sends them, and a company to use. */

export const CARD = `_id companyId subject question status boardStatus boardPriority isGuest
  isSampleQuestion isDeletedInvestor isRemovedCompany investorId
  investor { _id email firstName lastName investorStatus }
  assignees { _id firstName } enquiryCategories { _id name colorIndex }
  archivedBy { _id } resolvedBy { _id } unread replyCount respondedAt createdAt`;

export interface CardView {
  _id: string;
  companyId: string;
  subject: string | null;
  question: string;
  status: string;
  boardStatus: BoardStatus;
  boardPriority: string;
  isGuest: boolean;
  isSampleQuestion: boolean;
  isDeletedInvestor: boolean;
  isRemovedCompany: boolean;
  investorId: string | null;
  investor: {
    _id: string | null;
    email: string | null;
    firstName: string;
    lastName: string;
    investorStatus: string | null;
  };
  assignees: { _id: string; firstName: string }[];
  enquiryCategories: { _id: string; name: string; colorIndex: number }[];
  archivedBy: { _id: string } | null;
  resolvedBy: { _id: string } | null;
  unread: boolean;
  replyCount: number;
  respondedAt: string | null;
  createdAt: string;
}

export interface PageView {
  items: CardView[];
  meta: { currentPage: number; itemsPerPage: number; totalItems: number; totalPages: number };
}

export const COLUMN = `query Column($boardStatus: BoardStatus!, $page: Int, $limit: Int,
  $categoryIds: [ID!], $assignedToMe: Boolean, $searchText: String, $oldestFirst: Boolean,
  $after: ID) {
  getKanbanBoardQuestionV2(boardStatus: $boardStatus, page: $page, limit: $limit,
    categoryIds: $categoryIds, assignedToMe: $assignedToMe, searchText: $searchText,
    oldestFirst: $oldestFirst, after: $after) {
    items { ${CARD} } meta { currentPage itemsPerPage totalItems totalPages }
  }
}`;
export const GET = `query Get($id: ID!) { getEnquiryQuestion(enquiryId: $id) { ${CARD} } }`;
export const MOVE = `mutation Move($id: ID!, $boardStatus: BoardStatus, $boardPriority: BoardPriority) {
  updateKanbanPriorityUpdateResponse(enquiryId: $id, boardStatus: $boardStatus, boardPriority: $boardPriority) { ${CARD} }
}`;

/** A company with its admin, an editor (member), a viewer and a custom member without grants. */
export async function makeTeam(t: TestApp, plan: 'freemium' | 'premium' = 'premium') {
  const db = t.database.db;
  const admin = await makeUser(db);
  const company = await makeCompany(db, admin.id, { plan });
  const editor = await makeUser(db);
  const viewer = await makeUser(db);
  const custom = await makeUser(db);
  await addMember(db, company.id, editor.id, 'member');
  await addMember(db, company.id, viewer.id, 'viewer');
  await addMember(db, company.id, custom.id, 'custom');
  const tokenOf = async (person: { email: string; password: string }) =>
    (await signIn(t, person.email, person.password)).accessToken;
  return {
    companyId: company.id,
    adminId: admin.id,
    editorId: editor.id,
    viewerId: viewer.id,
    customId: custom.id,
    admin: await tokenOf(admin),
    editor: await tokenOf(editor),
    viewer: await tokenOf(viewer),
    custom: await tokenOf(custom),
  };
}
export type Team = Awaited<ReturnType<typeof makeTeam>>;

type EnquiryRow = typeof enquiries.$inferInsert;

/**
 * Questions put straight into the table, oldest first (one second apart, ending a minute ago),
 * so the board lists them newest first in the reverse of `rows`.
 */
export async function insertEnquiries(
  t: TestApp,
  companyId: string,
  rows: Partial<EnquiryRow>[],
): Promise<string[]> {
  const start = Date.now() - 60_000 - rows.length * 1000;
  const inserted = await t.database.db
    .insert(enquiries)
    .values(
      rows.map((row, n) => ({
        companyId,
        isGuest: true,
        guestFirstName: 'Gina',
        guestLastName: 'Guest',
        guestEmail: 'gina@example.com',
        question: `Question ${n + 1}?`,
        createdAt: new Date(start + n * 1000),
        lastInvestorMessageAt: new Date(start + n * 1000),
        ...row,
      })),
    )
    .returning({ id: enquiries.id });
  return inserted.map((row) => row.id);
}

export async function insertEnquiry(t: TestApp, companyId: string, row: Partial<EnquiryRow> = {}) {
  const [id] = await insertEnquiries(t, companyId, [row]);
  return id!;
}

/** An investor of the app who follows the company (or removed it from their list). */
export async function makeInvestor(
  t: TestApp,
  companyId: string,
  options: { deleted?: boolean; removedCompany?: boolean; firstName?: string } = {},
) {
  const db = t.database.db;
  const [investor] = await db
    .insert(investors)
    .values({
      email: `investor-${randomUUID().slice(0, 8)}@example.com`,
      firstName: options.firstName ?? 'Ivy',
      lastName: 'Investor',
      deletedAt: options.deleted ? new Date() : null,
    })
    .returning();
  await db.insert(investorCompanies).values({
    investorId: investor!.id,
    companyId,
    removedAt: options.removedCompany ? new Date() : null,
  });
  return investor!;
}

export function stored(t: TestApp, ids: readonly string[]) {
  return t.database.db
    .select()
    .from(enquiries)
    .where(inArray(enquiries.id, [...ids]))
    .orderBy(enquiries.id);
}

export async function storedOne(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
  return row!;
}

export async function column(
  t: TestApp,
  token: string,
  boardStatus: BoardStatus,
  args: Record<string, unknown> = {},
) {
  const answer = await gql<{ getKanbanBoardQuestionV2: PageView }>(
    t.app,
    COLUMN,
    { boardStatus, ...args },
    token,
  );
  if (answer.error) throw new Error(`column failed: ${answer.error.message}`);
  return answer.data!.getKanbanBoardQuestionV2;
}

export function move(
  t: TestApp,
  token: string,
  id: string,
  args: { boardStatus?: BoardStatus; boardPriority?: string },
) {
  return gql<{ updateKanbanPriorityUpdateResponse: CardView }>(t.app, MOVE, { id, ...args }, token);
}

/** Calls a board mutation that answers `{ message }`. */
export async function act(
  t: TestApp,
  token: string,
  mutation: string,
  variables: Record<string, unknown> = {},
) {
  return gql<Record<string, { message: string }>>(t.app, mutation, variables, token);
}
