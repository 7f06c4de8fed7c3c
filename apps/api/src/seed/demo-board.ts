import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client';
import {
  enquiries,
  enquiryAssignees,
  enquiryCategories,
  enquiryCategoryAssignments,
  enquiryNoteEdits,
  enquiryNotes,
  enquiryReads,
  enquiryReplies,
  investorCompanies,
  investors,
} from '../db/schema';

import {
  DAY_MS,
  DEMO_CATEGORIES,
  DEMO_ENQUIRIES,
  DEMO_INVESTORS,
  HOUR_MS,
} from './demo-board-data';
import type { CategoryKey, DemoEnquiry, InvestorKey } from './demo-board-data';

/**
 * Seeds the board; `announcementIds` (by title) lets an announcement reply name the seeded
 * announcement it asks about. Answers the investors' ids, for their views and votes.
 */
export async function seedDemoBoard(
  tx: Db,
  companyId: string,
  userId: string,
  now: Date,
  announcementIds: ReadonlyMap<string, string> = new Map(),
) {
  const investorIds = await seedInvestors(tx, companyId, now);
  const categoryIds = await seedCategories(tx, companyId, userId);
  for (const demo of DEMO_ENQUIRIES)
    await seedEnquiry(
      tx,
      { companyId, userId, now, investorIds, categoryIds, announcementIds },
      demo,
    );
  return investorIds;
}

async function seedInvestors(tx: Db, companyId: string, now: Date) {
  const ids = {} as Record<InvestorKey, string>;
  for (const [key, investor] of Object.entries(DEMO_INVESTORS) as [
    InvestorKey,
    (typeof DEMO_INVESTORS)[InvestorKey],
  ][]) {
    const values = {
      firstName: investor.firstName,
      lastName: investor.lastName,
      userName: investor.userName,
      mobileNum: investor.mobileNum,
      deletedAt: 'deleted' in investor ? now : null,
    };
    // Investors are app users, not the company's: one already known (another demo database
    // seeded on the same server) is reused.
    const [row] = await tx
      .insert(investors)
      .values({
        email: `${investor.firstName}.${investor.lastName}@investors.example.com`.toLowerCase(),
        ...values,
      })
      .onConflictDoUpdate({ target: investors.email, set: values })
      .returning({ id: investors.id });
    ids[key] = row!.id;
    await tx.insert(investorCompanies).values({
      investorId: row!.id,
      companyId,
      removedAt: 'removedCompany' in investor ? now : null,
    });
  }
  return ids;
}

async function seedCategories(tx: Db, companyId: string, userId: string) {
  const rows = await tx
    .insert(enquiryCategories)
    .values(Object.values(DEMO_CATEGORIES).map((c) => ({ companyId, ...c, createdBy: userId })))
    .returning({ id: enquiryCategories.id, name: enquiryCategories.name });
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return Object.fromEntries(
    Object.entries(DEMO_CATEGORIES).map(([key, c]) => [key, byName.get(c.name)!]),
  ) as Record<CategoryKey, string>;
}

interface SeedContext {
  companyId: string;
  userId: string;
  now: Date;
  investorIds: Record<InvestorKey, string>;
  categoryIds: Record<CategoryKey, string>;
  announcementIds: ReadonlyMap<string, string>;
}

async function seedEnquiry(tx: Db, ctx: SeedContext, demo: DemoEnquiry) {
  const { companyId, userId } = ctx;
  const askedAt = new Date(ctx.now.getTime() - demo.daysAgo * DAY_MS);
  const after = (hours: number) => new Date(askedAt.getTime() + hours * HOUR_MS);
  const replies = demo.replies ?? [];
  const firstSent = replies.find((r) => r.from === 'team' && r.afterHours !== undefined);
  const lastInvestorReply = replies.filter((r) => r.from === 'investor').at(-1);
  const guest = typeof demo.asker === 'object' ? demo.asker.guest : null;
  const resolved = demo.boardStatus === 'resolved' || demo.archivedFrom === 'resolved';
  const [enquiry] = await tx
    .insert(enquiries)
    .values({
      companyId,
      investorId: guest ? null : ctx.investorIds[demo.asker as InvestorKey],
      isGuest: guest !== null,
      guestFirstName: guest?.[0],
      guestLastName: guest?.[1],
      guestEmail: guest?.[2],
      enquiryType: demo.announcement ? 'announcement_reply' : 'question',
      announcementInfo: demo.announcement
        ? {
            announcementId:
              ctx.announcementIds.get(demo.announcement.announcementTitle) ?? uuidv7(),
            ...demo.announcement,
          }
        : null,
      subject: demo.subject ?? null,
      question: demo.question,
      status: demo.status ?? 'outstanding',
      boardStatus: demo.boardStatus,
      boardPriority: demo.priority ?? 'none',
      archivedFrom: demo.archivedFrom ?? null,
      archivedBy: demo.archivedFrom ? userId : null,
      archivedAt: demo.archivedFrom ? after(48) : null,
      resolvedBy: resolved ? userId : null,
      resolvedAt: resolved && firstSent ? after(firstSent.afterHours!) : null,
      respondedAt: firstSent ? after(firstSent.afterHours!) : null,
      lastInvestorMessageAt: lastInvestorReply ? after(lastInvestorReply.afterHours!) : askedAt,
      createdAt: askedAt,
      updatedAt: askedAt,
    })
    .returning({ id: enquiries.id });
  const enquiryId = enquiry!.id;
  if (demo.categories?.length)
    await tx.insert(enquiryCategoryAssignments).values(
      demo.categories.map((key) => ({
        companyId,
        enquiryId,
        categoryId: ctx.categoryIds[key],
      })),
    );
  if (demo.assigned)
    await tx.insert(enquiryAssignees).values({ companyId, enquiryId, userId, assignedBy: userId });
  for (const reply of replies) {
    const at = reply.afterHours === undefined ? after(6) : after(reply.afterHours);
    const fromTeam = reply.from === 'team';
    await tx.insert(enquiryReplies).values({
      companyId,
      enquiryId,
      fromQuorum: fromTeam,
      responderId: fromTeam ? userId : null,
      investorId: fromTeam ? null : ctx.investorIds[demo.asker as InvestorKey],
      content: reply.content,
      sentAt: fromTeam && reply.afterHours === undefined ? null : at,
      createdAt: at,
      updatedAt: at,
    });
  }
  // The team has opened everything but the new questions, so the menu chip counts those.
  if (demo.boardStatus !== 'outstanding')
    await tx.insert(enquiryReads).values({ companyId, userId, enquiryId, readAt: ctx.now });
  if (demo.note) await seedLockedNote(tx, ctx, enquiryId, demo.note);
}

async function seedLockedNote(tx: Db, ctx: SeedContext, enquiryId: string, description: string) {
  const { companyId, userId } = ctx;
  const [note] = await tx
    .insert(enquiryNotes)
    .values({
      companyId,
      enquiryId,
      description,
      createdBy: userId,
      editedBy: userId,
      locked: true,
      lockedBy: userId,
    })
    .returning({ id: enquiryNotes.id });
  await tx
    .insert(enquiryNoteEdits)
    .values({ companyId, noteId: note!.id, editedBy: userId, editedText: description });
}
