// SQL of an enquiry's thread and note. Every function takes the company first: a row of another
// company is never read or written, whatever id the caller sends.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ReplyFile } from '../../db/schema';
import {
  companyMembers,
  enquiries,
  enquiryNoteEdits,
  enquiryNotes,
  enquiryReplies,
  investorCompanies,
  investors,
  users,
} from '../../db/schema';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NoteRow = typeof enquiryNotes.$inferSelect;

/**
 * The enquiry, locked until the transaction ends (no key update: replies may still reference it)
 * so two replies or two note saves on one question take turns. Undefined when not the company's.
 */
export async function lockEnquiry(tx: Db, companyId: string, enquiryId: string) {
  const [row] = await tx
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.companyId, companyId), eq(enquiries.id, enquiryId)))
    .for('no key update');
  return row;
}

export async function enquiryExists(db: Db, companyId: string, enquiryId: string) {
  const [row] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.companyId, companyId), eq(enquiries.id, enquiryId)));
  return row !== undefined;
}

export async function updateEnquiry(
  tx: Db,
  companyId: string,
  enquiryId: string,
  values: Partial<typeof enquiries.$inferInsert>,
) {
  await tx
    .update(enquiries)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(enquiries.companyId, companyId), eq(enquiries.id, enquiryId)));
}

/** The enquiry's one unsent team reply, locked for the transaction. */
export async function lockDraft(tx: Db, companyId: string, enquiryId: string) {
  const [row] = await tx
    .select({ id: enquiryReplies.id })
    .from(enquiryReplies)
    .where(
      and(
        eq(enquiryReplies.companyId, companyId),
        eq(enquiryReplies.enquiryId, enquiryId),
        eq(enquiryReplies.fromQuorum, true),
        sql`${enquiryReplies.sentAt} IS NULL`,
      ),
    )
    .for('update');
  return row;
}

export interface TeamReplyValues {
  responderId: string;
  content: string;
  attachments: ReplyFile[];
  audio: ReplyFile | null;
  sentAt: Date | null;
}

export async function insertTeamReply(
  tx: Db,
  companyId: string,
  enquiryId: string,
  values: TeamReplyValues,
) {
  const [row] = await tx
    .insert(enquiryReplies)
    .values({ companyId, enquiryId, fromQuorum: true, ...values })
    .returning({ id: enquiryReplies.id });
  return row!.id;
}

export async function updateTeamReply(
  tx: Db,
  companyId: string,
  replyId: string,
  values: TeamReplyValues,
) {
  await tx
    .update(enquiryReplies)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(enquiryReplies.companyId, companyId), eq(enquiryReplies.id, replyId)));
}

/** A reply with who wrote it: the responder for a team reply, the investor for a follow-up. */
const threadColumns = {
  reply: enquiryReplies,
  responder: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    profileImage: users.profileImage,
  },
  investor: {
    id: investors.id,
    email: investors.email,
    firstName: investors.firstName,
    lastName: investors.lastName,
    userName: investors.userName,
    mobileNum: investors.mobileNum,
    deletedAt: investors.deletedAt,
  },
  removedCompanyAt: investorCompanies.removedAt,
};

function threadQuery(db: Db) {
  return db
    .select(threadColumns)
    .from(enquiryReplies)
    .leftJoin(users, eq(users.id, enquiryReplies.responderId))
    .leftJoin(investors, eq(investors.id, enquiryReplies.investorId))
    .leftJoin(
      investorCompanies,
      and(
        eq(investorCompanies.investorId, enquiryReplies.investorId),
        eq(investorCompanies.companyId, enquiryReplies.companyId),
      ),
    );
}
export type ThreadRow = Awaited<ReturnType<ReturnType<typeof threadQuery>['execute']>>[number];

/**
 * One page of the thread, oldest first by when each message went out; the draft, not sent yet,
 * comes last.
 */
export async function listThread(
  db: Db,
  companyId: string,
  enquiryId: string,
  page: { limit: number; offset: number },
) {
  const scope = and(
    eq(enquiryReplies.companyId, companyId),
    eq(enquiryReplies.enquiryId, enquiryId),
  );
  const [rows, [total]] = await Promise.all([
    threadQuery(db)
      .where(scope)
      .orderBy(
        sql`(${enquiryReplies.fromQuorum} AND ${enquiryReplies.sentAt} IS NULL)`,
        sql`coalesce(${enquiryReplies.sentAt}, ${enquiryReplies.createdAt})`,
        asc(enquiryReplies.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(enquiryReplies).where(scope),
  ]);
  return { rows, totalItems: total!.n };
}

export async function findThreadReply(db: Db, companyId: string, replyId: string) {
  const [row] = await threadQuery(db).where(
    and(eq(enquiryReplies.companyId, companyId), eq(enquiryReplies.id, replyId)),
  );
  return row;
}

// Notes

export async function findNote(db: Db, companyId: string, enquiryId: string) {
  const [row] = await db
    .select()
    .from(enquiryNotes)
    .where(and(eq(enquiryNotes.companyId, companyId), eq(enquiryNotes.enquiryId, enquiryId)));
  return row;
}

export async function insertNote(
  tx: Db,
  values: Pick<typeof enquiryNotes.$inferInsert, 'companyId' | 'enquiryId'> &
    Partial<typeof enquiryNotes.$inferInsert>,
) {
  const [row] = await tx.insert(enquiryNotes).values(values).returning();
  return row!;
}

export async function updateNote(
  tx: Db,
  companyId: string,
  noteId: string,
  values: Partial<typeof enquiryNotes.$inferInsert>,
) {
  const [row] = await tx
    .update(enquiryNotes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(enquiryNotes.companyId, companyId), eq(enquiryNotes.id, noteId)))
    .returning();
  return row!;
}

export async function insertNoteEdit(
  tx: Db,
  values: { companyId: string; noteId: string; editedBy: string; editedText: string },
) {
  await tx.insert(enquiryNoteEdits).values(values);
}

/** Every saved version of the note, oldest first. */
export function listNoteEdits(db: Db, companyId: string, noteId: string) {
  return db
    .select()
    .from(enquiryNoteEdits)
    .where(and(eq(enquiryNoteEdits.companyId, companyId), eq(enquiryNoteEdits.noteId, noteId)))
    .orderBy(asc(enquiryNoteEdits.createdAt), asc(enquiryNoteEdits.id));
}

export { findPeople } from '../../core/people';

export async function isCompanyMember(db: Db, companyId: string, userId: string) {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row !== undefined;
}
