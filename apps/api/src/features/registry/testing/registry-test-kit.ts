import { asc, eq } from 'drizzle-orm';
import type { NamedPermission } from '@quorum/shared';
import { questionRegistries } from '../../../db/schema';
import { addMember, makeCompany, makeUser, signIn } from '../../../testing/factories';
import { gql } from '../../../testing/graphql';
import type { TestApp } from '../../../testing/test-app';

/** What the registry tests share: the calls as the web app sends them, and a company to use. */

export const ITEM = `_id companyId question response drafted starred deleted deletedAt lastEditedAt
  lastUpdateBy { _id firstName lastName } lockedBy { _id firstName } lockedUntil`;

export const LIST = `query List($type: QuestionRegistryTab, $searchText: String, $page: Int, $limit: Int,
  $companyId: ID, $isFromExtension: Boolean, $userId: ID) {
  getQuestionRegistries(type: $type, searchText: $searchText, page: $page, limit: $limit,
    companyId: $companyId, isFromExtension: $isFromExtension, userId: $userId) {
    items { ${ITEM} }
    meta { currentPage itemsPerPage totalItems totalPages }
  }
}`;
export const GET = `query Get($id: ID!) { getQuestionRegistry(questionRegistryId: $id) { ${ITEM} } }`;
export const IDS = `query Ids($type: QuestionRegistryTab, $searchText: String, $companyId: ID) {
  getQuestionRegistryIds(type: $type, searchText: $searchText, companyId: $companyId)
}`;
export const COUNT = `query Count($companyId: ID) {
  getQuestionRegistryCount(companyId: $companyId) { total starred drafted deleted limit }
}`;
export const ADD = `mutation Add($i: AddQuestionRegistryInput!) {
  addQuestionRegistry(addQuestionRegistryInput: $i) { message questionRegistry { ${ITEM} } }
}`;
export const EDIT = `mutation Edit($i: EditQuestionRegistryInput!) {
  editQuestionRegistry(editQuestionRegistryInput: $i) { message questionRegistry { ${ITEM} } }
}`;
export const STATUS = `mutation Status($i: UpdateQuestionRegistriesInput!) {
  updateQuestionRegistries(updateQuestionRegistriesInput: $i) { message count }
}`;
export const PURGE = `mutation Purge($i: DeleteQuestionRegistriesInput!) {
  deleteQuestionRegistriesPermanently(deleteQuestionRegistriesInput: $i) { message count }
}`;
export const IMPORT = `mutation Import($i: AddMultipleQuestionRegistryInput!) {
  addMultipleQuestionRegistris(addMultipleQuestionRegistryInput: $i) { message count }
}`;
export const LOCK = `mutation Lock($type: QuestionRegistryLockType!, $id: ID!, $companyId: ID) {
  updateQuestionRegistryLockedTime(type: $type, registryId: $id, companyId: $companyId) {
    questionRegistryId lockedBy { _id firstName lastName } lockedUntil
  }
}`;
export const LOCK_UPDATED = `subscription {
  questionRegistryLockUpdated { questionRegistryId lockedBy { _id firstName } lockedUntil }
}`;

export interface RegistryItemView {
  _id: string;
  companyId: string;
  question: string;
  response: string;
  drafted: boolean;
  starred: boolean;
  deleted: boolean;
  deletedAt: string | null;
  lastEditedAt: string;
  lastUpdateBy: { _id: string; firstName: string; lastName: string } | null;
  lockedBy: { _id: string; firstName: string } | null;
  lockedUntil: string | null;
}

export type AddData = {
  addQuestionRegistry: { message: string; questionRegistry: RegistryItemView };
};
export type ListData = {
  getQuestionRegistries: {
    items: RegistryItemView[];
    meta: { currentPage: number; itemsPerPage: number; totalItems: number; totalPages: number };
  };
};
export type LockData = {
  updateQuestionRegistryLockedTime: {
    questionRegistryId: string;
    lockedBy: { _id: string; firstName: string; lastName: string } | null;
    lockedUntil: string | null;
  };
};

/** A company with its admin, a second editor, a viewer and a custom member without grants. */
export async function makeTeam(
  t: TestApp,
  plan: 'freemium' | 'premium' = 'premium',
  customGrants: NamedPermission[] = [],
) {
  const db = t.database.db;
  const admin = await makeUser(db);
  const company = await makeCompany(db, admin.id, { plan });
  const people = {
    editor: await makeUser(db),
    viewer: await makeUser(db),
    custom: await makeUser(db),
  };
  await addMember(db, company.id, people.editor.id, 'member');
  await addMember(db, company.id, people.viewer.id, 'viewer');
  await addMember(db, company.id, people.custom.id, 'custom', customGrants);
  const tokenOf = async (person: { email: string; password: string }) =>
    (await signIn(t, person.email, person.password)).accessToken;
  return {
    companyId: company.id,
    adminId: admin.id,
    editorId: people.editor.id,
    customId: people.custom.id,
    admin: await tokenOf(admin),
    editor: await tokenOf(people.editor),
    viewer: await tokenOf(people.viewer),
    custom: await tokenOf(people.custom),
  };
}
export type Team = Awaited<ReturnType<typeof makeTeam>>;

/** The company's questions as stored, oldest first. */
export function stored(t: TestApp, companyId: string) {
  return t.database.db
    .select()
    .from(questionRegistries)
    .where(eq(questionRegistries.companyId, companyId))
    .orderBy(asc(questionRegistries.createdAt), asc(questionRegistries.id));
}

/** Questions put straight into the table, for tests about what happens to existing ones. */
export async function insertQuestions(
  t: TestApp,
  companyId: string,
  rows: Partial<typeof questionRegistries.$inferInsert>[],
) {
  return t.database.db
    .insert(questionRegistries)
    .values(
      rows.map((row, n) => ({
        companyId,
        question: `Question ${n + 1}?`,
        response: `Answer ${n + 1}.`,
        ...row,
      })),
    )
    .returning();
}

export function add(t: TestApp, token: string, input: Record<string, unknown>) {
  return gql<AddData>(t.app, ADD, { i: input }, token);
}

export function lock(t: TestApp, token: string, id: string, type: 'add' | 'release' = 'add') {
  return gql<LockData>(t.app, LOCK, { type, id }, token);
}
