// The SQL of the privacy request tool: what one company holds about one investor, found by their
// email. Every query names the company, so a request never reaches another company's records.
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  enquiries,
  enquiryNotes,
  enquiryReplies,
  investorCompanies,
  investors,
  notifications,
  outboxEmails,
  privacyRequests,
  storedFiles,
  users,
} from '../../db/schema';
import type { PrivacyRequestKind } from '@quorum/shared';
import { PRIVACY_REQUEST_LIST_LIMIT } from '@quorum/shared';

/** A registered investor (an app account) whose address this is, if they have dealt with us. */
export async function findRegisteredInvestor(db: Db, companyId: string, email: string) {
  const [row] = await db
    .select({
      id: investors.id,
      email: investors.email,
      firstName: investors.firstName,
      lastName: investors.lastName,
      userName: investors.userName,
      mobileNum: investors.mobileNum,
      createdAt: investors.createdAt,
    })
    .from(investors)
    .where(
      and(
        sql`lower(${investors.email}) = ${email}`,
        sql`(exists (select 1 from ${investorCompanies} ic where ic.investor_id = ${investors.id} and ic.company_id = ${companyId})
          or exists (select 1 from ${enquiries} e where e.investor_id = ${investors.id} and e.company_id = ${companyId}))`,
      ),
    );
  return row;
}
export type RegisteredInvestor = NonNullable<Awaited<ReturnType<typeof findRegisteredInvestor>>>;

/** The company's enquiries from this investor: asked as a guest with the address, or by account. */
function enquiriesOf(companyId: string, email: string, investorId: string | undefined): SQL {
  const asGuest = and(enquiries.isGuest, sql`lower(${enquiries.guestEmail}) = ${email}`)!;
  return and(
    eq(enquiries.companyId, companyId),
    investorId ? or(asGuest, eq(enquiries.investorId, investorId)) : asGuest,
  )!;
}

export async function findEnquiries(
  db: Db,
  companyId: string,
  email: string,
  investorId: string | undefined,
) {
  return db
    .select({
      id: enquiries.id,
      isGuest: enquiries.isGuest,
      firstName: enquiries.guestFirstName,
      lastName: enquiries.guestLastName,
      email: enquiries.guestEmail,
      enquiryType: enquiries.enquiryType,
      subject: enquiries.subject,
      question: enquiries.question,
      audio: enquiries.audio,
      status: enquiries.status,
      boardStatus: enquiries.boardStatus,
      rating: enquiries.rating,
      createdAt: enquiries.createdAt,
      updatedAt: enquiries.updatedAt,
    })
    .from(enquiries)
    .where(enquiriesOf(companyId, email, investorId))
    .orderBy(enquiries.createdAt);
}

/** The threads of those enquiries: the investor's follow-ups and the team's sent replies. */
export async function findReplies(db: Db, companyId: string, enquiryIds: string[]) {
  if (enquiryIds.length === 0) return [];
  return db
    .select({
      enquiryId: enquiryReplies.enquiryId,
      fromCompany: enquiryReplies.fromQuorum,
      title: enquiryReplies.title,
      content: enquiryReplies.content,
      attachments: enquiryReplies.attachments,
      links: enquiryReplies.links,
      sentAt: enquiryReplies.sentAt,
      createdAt: enquiryReplies.createdAt,
    })
    .from(enquiryReplies)
    .where(
      and(
        eq(enquiryReplies.companyId, companyId),
        inArray(enquiryReplies.enquiryId, enquiryIds),
        // A draft is the team's work in progress, not yet anything said to the investor.
        or(eq(enquiryReplies.fromQuorum, false), isNotNull(enquiryReplies.sentAt)),
      ),
    )
    .orderBy(enquiryReplies.createdAt);
}

/** The team's notes on those enquiries: information about the investor the company holds. */
export async function findNotes(db: Db, companyId: string, enquiryIds: string[]) {
  if (enquiryIds.length === 0) return [];
  return db
    .select({
      enquiryId: enquiryNotes.enquiryId,
      note: enquiryNotes.description,
      updatedAt: enquiryNotes.updatedAt,
    })
    .from(enquiryNotes)
    .where(and(eq(enquiryNotes.companyId, companyId), inArray(enquiryNotes.enquiryId, enquiryIds)));
}

/** Notifications that name the investor: about one of their enquiries, or about them. */
function notificationsOf(companyId: string, enquiryIds: string[], investorId: string | undefined) {
  const about = [
    ...(enquiryIds.length > 0
      ? [inArray(sql<string>`${notifications.metaData}->>'enquiryId'`, enquiryIds)]
      : []),
    ...(investorId ? [eq(notifications.investorId, investorId)] : []),
  ];
  return about.length === 0 ? undefined : and(eq(notifications.companyId, companyId), or(...about));
}

export async function findNotifications(
  db: Db,
  companyId: string,
  enquiryIds: string[],
  investorId: string | undefined,
) {
  const where = notificationsOf(companyId, enquiryIds, investorId);
  if (!where) return [];
  return db
    .select({
      title: notifications.title,
      message: notifications.message,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(where)
    .orderBy(notifications.createdAt);
}

/**
 * The company's emails to the investor, and its team's emails about their enquiries (a
 * notification email carries the enquiry's address and the asker's name).
 */
function emailsOf(companyId: string, email: string, enquiryIds: string[]) {
  return and(
    eq(outboxEmails.companyId, companyId),
    or(
      sql`lower(${outboxEmails.toAddress}) = ${email}`,
      ...enquiryIds.map((id) => sql`position(${id} in ${outboxEmails.textBody}) > 0`),
    ),
  )!;
}

export async function findEmailsTo(db: Db, companyId: string, email: string) {
  return db
    .select({
      subject: outboxEmails.subject,
      text: outboxEmails.textBody,
      createdAt: outboxEmails.createdAt,
      sentAt: outboxEmails.sentAt,
    })
    .from(outboxEmails)
    .where(
      and(eq(outboxEmails.companyId, companyId), sql`lower(${outboxEmails.toAddress}) = ${email}`),
    )
    .orderBy(outboxEmails.createdAt);
}

/** A correction (APP 13): the guest's name and address on every one of the company's records. */
export async function correctGuestDetails(
  db: Db,
  companyId: string,
  email: string,
  corrected: { firstName: string; lastName: string; email: string },
) {
  const changed = await db
    .update(enquiries)
    .set({
      guestFirstName: corrected.firstName,
      guestLastName: corrected.lastName,
      guestEmail: corrected.email,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(enquiries.companyId, companyId),
        enquiries.isGuest,
        sql`lower(${enquiries.guestEmail}) = ${email}`,
      ),
    )
    .returning({ id: enquiries.id });
  // Mail not yet sent goes to the corrected address.
  await db
    .update(outboxEmails)
    .set({ toAddress: corrected.email })
    .where(
      and(
        eq(outboxEmails.companyId, companyId),
        sql`${outboxEmails.sentAt} is null`,
        sql`lower(${outboxEmails.toAddress}) = ${email}`,
      ),
    );
  return changed.length;
}

/**
 * Erases what the company holds about the investor: their enquiries (their replies, notes,
 * assignments, categories and read marks go with them), the notifications and emails that name
 * them, the voice questions' stored files, and the company on their app account's list. Answers
 * the stored keys whose bytes are to be removed once committed.
 */
export async function eraseInvestor(
  db: Db,
  companyId: string,
  email: string,
  investor: RegisteredInvestor | undefined,
  enquiryIds: string[],
): Promise<string[]> {
  const notificationsWhere = notificationsOf(companyId, enquiryIds, investor?.id);
  if (notificationsWhere) await db.delete(notifications).where(notificationsWhere);
  await db.delete(outboxEmails).where(emailsOf(companyId, email, enquiryIds));
  const audio = enquiryIds.length
    ? await db
        .select({ key: enquiries.audio })
        .from(enquiries)
        .where(and(eq(enquiries.companyId, companyId), inArray(enquiries.id, enquiryIds)))
    : [];
  const keys = audio.flatMap((row) => (row.key ? [row.key] : []));
  if (keys.length > 0)
    await db
      .delete(storedFiles)
      .where(and(eq(storedFiles.companyId, companyId), inArray(storedFiles.key, keys)));
  if (enquiryIds.length > 0)
    await db
      .delete(enquiries)
      .where(and(eq(enquiries.companyId, companyId), inArray(enquiries.id, enquiryIds)));
  if (investor)
    await db
      .delete(investorCompanies)
      .where(
        and(
          eq(investorCompanies.companyId, companyId),
          eq(investorCompanies.investorId, investor.id),
        ),
      );
  return keys;
}

export async function recordRequest(
  db: Db,
  companyId: string,
  request: { handledBy: string; kind: PrivacyRequestKind; subjectHash: string },
) {
  await db.insert(privacyRequests).values({ companyId, ...request });
}

/** The company's recorded requests, newest first, with who handled each. */
export async function listRequests(db: Db, companyId: string) {
  return db
    .select({
      id: privacyRequests.id,
      kind: privacyRequests.kind,
      subjectHash: privacyRequests.subjectHash,
      createdAt: privacyRequests.createdAt,
      handledByFirstName: users.firstName,
      handledByLastName: users.lastName,
    })
    .from(privacyRequests)
    .leftJoin(users, eq(users.id, privacyRequests.handledBy))
    .where(eq(privacyRequests.companyId, companyId))
    .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id))
    .limit(PRIVACY_REQUEST_LIST_LIMIT);
}
