import { randomUUID } from 'node:crypto';
import type { EnquiryChannel, EnquiryType, FollowerType, SentimentLabel } from '@quorum/shared';
import type { Db } from '../../../db/client';
import {
  enquiries,
  enquiryCategories,
  enquiryCategoryAssignments,
  enquiryReplies,
  investorCompanies,
  investors,
} from '../../../db/schema';

const HOUR_MS = 3_600_000;
const after = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR_MS);

/** An investor on the company's list, following it or holding its shares. */
export async function makeInvestor(db: Db, companyId: string, investorType: FollowerType) {
  const [investor] = await db
    .insert(investors)
    .values({
      email: `investor-${randomUUID()}@example.com`,
      firstName: 'Ivy',
      lastName: 'Investor',
    })
    .returning();
  await db.insert(investorCompanies).values({ investorId: investor!.id, companyId, investorType });
  return investor!.id;
}

export async function makeCategory(db: Db, companyId: string, name: string) {
  const [category] = await db
    .insert(enquiryCategories)
    .values({ companyId, name, colorIndex: 0 })
    .returning();
  return category!.id;
}

export interface QuestionShape {
  at: string;
  channel?: EnquiryChannel;
  enquiryType?: EnquiryType;
  /** An investor's id; a guest when none. */
  investorId?: string;
  categoryIds?: string[];
  sentiment?: { score: number; label: SentimentLabel };
  /** The team's sent replies: who, how many hours after the question, and the investor's rating. */
  replies?: { by: string; hours: number; rating?: number }[];
  /** A draft (never sent) by this member, which no number counts. */
  draftBy?: string;
  resolvedAfterHours?: number;
  sample?: boolean;
  question?: string;
}

/** A question as it would stand after its replies, with responded_at set as the thread sets it. */
export async function makeQuestion(db: Db, companyId: string, shape: QuestionShape) {
  const createdAt = new Date(shape.at);
  const sent = [...(shape.replies ?? [])].sort((a, b) => a.hours - b.hours);
  const [enquiry] = await db
    .insert(enquiries)
    .values({
      companyId,
      investorId: shape.investorId ?? null,
      isGuest: !shape.investorId,
      guestEmail: shape.investorId ? null : `guest-${randomUUID()}@example.com`,
      guestFirstName: shape.investorId ? null : 'Gus',
      channel: shape.channel ?? 'app',
      enquiryType: shape.enquiryType ?? 'question',
      question: shape.question ?? `A question asked at ${shape.at}`,
      isSampleQuestion: shape.sample ?? false,
      sentimentScore: shape.sentiment?.score ?? null,
      sentimentLabel: shape.sentiment?.label ?? null,
      // As the thread does: every reply sent moves responded_at on, so it holds the last one's time.
      respondedAt: sent.length ? after(createdAt, sent.at(-1)!.hours) : null,
      resolvedAt:
        shape.resolvedAfterHours === undefined ? null : after(createdAt, shape.resolvedAfterHours),
      createdAt,
    })
    .returning();
  const id = enquiry!.id;
  for (const reply of sent)
    await db.insert(enquiryReplies).values({
      companyId,
      enquiryId: id,
      fromQuorum: true,
      responderId: reply.by,
      content: 'Thank you for your question.',
      rating: reply.rating ?? null,
      sentAt: after(createdAt, reply.hours),
      createdAt: after(createdAt, reply.hours),
    });
  if (shape.draftBy)
    await db.insert(enquiryReplies).values({
      companyId,
      enquiryId: id,
      fromQuorum: true,
      responderId: shape.draftBy,
      content: 'A draft',
      createdAt: after(createdAt, 0.1),
    });
  for (const categoryId of shape.categoryIds ?? [])
    await db.insert(enquiryCategoryAssignments).values({ companyId, enquiryId: id, categoryId });
  return id;
}
