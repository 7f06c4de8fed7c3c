import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { enquiries, enquiryReplies, investors, outboxEmails } from '../../../db/schema';
import { uploadFile } from '../../../testing/files';
import { SAMPLE_ATTACHMENTS } from '../../uploads/sample-attachments';
import { addMember, makeCompany, makeUser, signIn } from '../../../testing/factories';
import { gql } from '../../../testing/graphql';
import type { TestApp } from '../../../testing/test-app';

/** What the thread and note tests share: the calls as the web app sends them, and a team. */

const PERSON = '_id firstName lastName';
export const REPLY_FIELDS = `_id enquiryId fromQuorum draft content sentAt
  attachments { key name type size url } audio { key name type size url }
  responder { ${PERSON} } investor { _id firstName lastName investorStatus }`;

export const THREAD = `query Thread($id: ID!, $page: Int, $limit: Int) {
  getEnquiryReplyList(enquiryId: $id, page: $page, limit: $limit) {
    items { ${REPLY_FIELDS} }
    meta { currentPage itemsPerPage totalItems totalPages }
  }
}`;
export const REPLY = `mutation Reply($i: AddEnquiryResponseInput!) {
  addEnquiryResponse(addEnquiryResponseInput: $i) { ${REPLY_FIELDS} }
}`;

const NOTE_FIELDS = `_id enquiryId description locked lockedBy { ${PERSON} } createdBy { ${PERSON} }
  editedBy { ${PERSON} } editedTexts { editedText editedBy { ${PERSON} } }`;
export const GET_NOTE = `query Note($id: ID!) { getNote(enquiryId: $id) { ${NOTE_FIELDS} } }`;
export const SAVE_NOTE = `mutation SaveNote($id: ID!, $d: String!) {
  createUpdateEnquiryNotes(enquiryId: $id, description: $d) { ${NOTE_FIELDS} }
}`;
export const LOCK_NOTE = `mutation LockNote($id: ID!, $locked: Boolean!) {
  lockUnlockNotes(enquiryId: $id, locked: $locked) { ${NOTE_FIELDS} }
}`;

interface Person {
  _id: string;
  firstName: string;
  lastName: string;
}
export interface ReplyView {
  _id: string;
  enquiryId: string;
  fromQuorum: boolean;
  draft: boolean;
  content: string;
  sentAt: string | null;
  attachments: { key: string; name: string; type: string; size: number; url: string }[];
  audio: { key: string; name: string; type: string; size: number; url: string } | null;
  responder: Person | null;
  investor: (Omit<Person, '_id'> & { _id: string | null; investorStatus: string | null }) | null;
}
export interface NoteView {
  _id: string;
  enquiryId: string;
  description: string;
  locked: boolean;
  lockedBy: Person | null;
  createdBy: Person | null;
  editedBy: Person | null;
  editedTexts: { editedText: string; editedBy: Person | null }[];
}
export type ThreadData = {
  getEnquiryReplyList: {
    items: ReplyView[];
    meta: { currentPage: number; itemsPerPage: number; totalItems: number; totalPages: number };
  };
};
export type ReplyData = { addEnquiryResponse: ReplyView };

/** A company with its admin, a second editor (member) and a viewer, all signed in. */
export async function makeTeam(t: TestApp, name?: string) {
  const db = t.database.db;
  const admin = await makeUser(db);
  const company = await makeCompany(db, admin.id, name ? { name } : {});
  const editor = await makeUser(db);
  const viewer = await makeUser(db);
  await addMember(db, company.id, editor.id, 'member');
  await addMember(db, company.id, viewer.id, 'viewer');
  const tokenOf = async (person: { email: string; password: string }) =>
    (await signIn(t, person.email, person.password)).accessToken;
  return {
    companyId: company.id,
    companyName: company.legalBusinessName,
    adminId: admin.id,
    editorId: editor.id,
    admin: await tokenOf(admin),
    editor: await tokenOf(editor),
    viewer: await tokenOf(viewer),
  };
}
export type Team = Awaited<ReturnType<typeof makeTeam>>;

/** A question put straight into the table; a web-form guest unless told otherwise. */
export async function insertEnquiry(
  t: TestApp,
  companyId: string,
  values: Partial<typeof enquiries.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(enquiries)
    .values({
      companyId,
      isGuest: true,
      guestFirstName: 'Grace',
      guestLastName: 'Guest',
      guestEmail: `guest-${randomUUID().slice(0, 8)}@example.com`,
      question: 'When is the record date for the interim dividend?',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertInvestor(
  t: TestApp,
  values: Partial<typeof investors.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(investors)
    .values({
      email: `investor-${randomUUID().slice(0, 8)}@example.com`,
      firstName: 'Ivy',
      lastName: 'Investor',
      ...values,
    })
    .returning();
  return row!;
}

export async function enquiryRow(t: TestApp, enquiryId: string) {
  const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, enquiryId));
  return row!;
}

export function storedReplies(t: TestApp, enquiryId: string) {
  return t.database.db
    .select()
    .from(enquiryReplies)
    .where(eq(enquiryReplies.enquiryId, enquiryId))
    .orderBy(asc(enquiryReplies.createdAt));
}

export function reply(t: TestApp, token: string, input: Record<string, unknown>) {
  return gql<ReplyData>(t.app, REPLY, { i: input }, token);
}

export function thread(t: TestApp, token: string, enquiryId: string) {
  return gql<ThreadData>(t.app, THREAD, { id: enquiryId }, token);
}

/** Uploads a sample PDF as a reply attachment and answers its key. */
export async function attachReplyFile(t: TestApp, token: string, filename = 'annual-report.pdf') {
  const upload = await uploadFile(
    t.app,
    'enquiry-attachment',
    { ...SAMPLE_ATTACHMENTS.pdf, filename },
    token,
  );
  return upload.body.key!;
}

/** How many emails the outbox holds for an address. */
export async function countEmailsTo(t: TestApp, address: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, address));
  return row!.n;
}
