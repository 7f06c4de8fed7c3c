// SQL of duplicate questions. Every function takes the company first: a row of another company is
// never read or written, whatever id the caller sends.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enquiries, enquiryBestAnswers, enquiryDuplicates, investors } from '../../db/schema';
import type { BestAnswer, OpenQuestion } from './grouping';

/**
 * The questions a new one may repeat: the company's open (Outstanding) questions, newest first, at
 * most `limit`, never a sample. Read once when a question arrives, never when the board loads.
 */
export async function openQuestions(
  tx: Db,
  companyId: string,
  exceptId: string,
  limit: number,
): Promise<OpenQuestion[]> {
  const rows = await tx
    .select({
      id: enquiries.id,
      question: enquiries.question,
      answerId: enquiryBestAnswers.registryQuestionId,
      answerScore: enquiryBestAnswers.score,
    })
    .from(enquiries)
    .leftJoin(enquiryBestAnswers, eq(enquiryBestAnswers.enquiryId, enquiries.id))
    .where(
      and(
        eq(enquiries.companyId, companyId),
        eq(enquiries.boardStatus, 'outstanding'),
        eq(enquiries.isSampleQuestion, false),
        ne(enquiries.id, exceptId),
      ),
    )
    .orderBy(desc(enquiries.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    question: row.question,
    bestAnswer:
      row.answerId === null || row.answerScore === null
        ? null
        : { id: row.answerId, score: row.answerScore },
  }));
}

export async function insertBestAnswer(
  tx: Db,
  companyId: string,
  enquiryId: string,
  answer: BestAnswer,
) {
  await tx
    .insert(enquiryBestAnswers)
    .values({ companyId, enquiryId, registryQuestionId: answer.id, score: answer.score })
    .onConflictDoNothing();
}

/** The pairs, written once each way so either question's duplicates are one index range. */
export async function insertPairs(
  tx: Db,
  companyId: string,
  enquiryId: string,
  matches: readonly { id: string; similarity: number }[],
) {
  if (matches.length === 0) return;
  await tx
    .insert(enquiryDuplicates)
    .values(
      matches.flatMap(({ id, similarity }) => [
        { companyId, enquiryId, duplicateId: id, similarity },
        { companyId, enquiryId: id, duplicateId: enquiryId, similarity },
      ]),
    )
    .onConflictDoNothing();
}

/** The question's open duplicates with who asked them, most alike first. */
export function findOpenDuplicates(db: Db, companyId: string, enquiryId: string) {
  return db
    .select({
      id: enquiries.id,
      subject: enquiries.subject,
      question: enquiries.question,
      createdAt: enquiries.createdAt,
      isGuest: enquiries.isGuest,
      guestFirstName: enquiries.guestFirstName,
      guestLastName: enquiries.guestLastName,
      investorFirstName: investors.firstName,
      investorLastName: investors.lastName,
      investorDeletedAt: investors.deletedAt,
      similarity: enquiryDuplicates.similarity,
    })
    .from(enquiryDuplicates)
    .innerJoin(
      enquiries,
      and(
        eq(enquiries.id, enquiryDuplicates.duplicateId),
        eq(enquiries.companyId, companyId),
        eq(enquiries.boardStatus, 'outstanding'),
      ),
    )
    .leftJoin(investors, eq(investors.id, enquiries.investorId))
    .where(
      and(eq(enquiryDuplicates.companyId, companyId), eq(enquiryDuplicates.enquiryId, enquiryId)),
    )
    .orderBy(desc(enquiryDuplicates.similarity), desc(enquiries.createdAt));
}
export type DuplicateRow = Awaited<ReturnType<typeof findOpenDuplicates>>[number];

/** How many open duplicates each of these questions has (absent: none); one index probe each. */
export async function countOpenDuplicates(db: Db, companyId: string, enquiryIds: string[]) {
  const rows = await db
    .select({ id: enquiryDuplicates.enquiryId, count: sql<number>`count(*)::int` })
    .from(enquiryDuplicates)
    .innerJoin(
      enquiries,
      and(
        eq(enquiries.id, enquiryDuplicates.duplicateId),
        eq(enquiries.companyId, companyId),
        eq(enquiries.boardStatus, 'outstanding'),
      ),
    )
    .where(
      and(
        eq(enquiryDuplicates.companyId, companyId),
        inArray(enquiryDuplicates.enquiryId, enquiryIds),
      ),
    )
    .groupBy(enquiryDuplicates.enquiryId);
  return new Map(rows.map((row) => [row.id, row.count]));
}

export async function enquiryExists(db: Db, companyId: string, enquiryId: string) {
  const [row] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.companyId, companyId), eq(enquiries.id, enquiryId)));
  return row !== undefined;
}
