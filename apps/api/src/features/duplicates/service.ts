// Duplicate questions (issue 17): open questions of the board that ask the same thing, and one
// reply sent to every asker, each in their own thread. The company is always the caller's own;
// another company's question reads as not found.
import { validate as isUuid } from 'uuid';
import { answerAllSchema, messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import { validate } from '../../lib/validate';
import { sendSameReply } from '../thread';
import * as repo from './repo';
import type { DuplicateRow } from './repo';
import type { SimilarQuestion } from './types';

const text = messages.duplicates;

/** Who asked, as the board names them: the guest's or the investor's name, or a deleted user. */
function askerName(row: DuplicateRow): string {
  const [first, last] = row.isGuest
    ? [row.guestFirstName, row.guestLastName]
    : row.investorDeletedAt
      ? [messages.board.deletedUserName, '']
      : [row.investorFirstName, row.investorLastName];
  return `${first ?? ''} ${last ?? ''}`.trim() || messages.board.deletedUserName;
}

/** The question's open duplicates, most alike first (none when it has no open duplicate). */
export async function listSimilarQuestions(
  deps: Deps,
  member: Member,
  enquiryId: string,
): Promise<SimilarQuestion[]> {
  const companyId = member.companyId;
  if (!isUuid(enquiryId) || !(await repo.enquiryExists(deps.db, companyId, enquiryId)))
    throw notFound(messages.board.notFound);
  const rows = await repo.findOpenDuplicates(deps.db, companyId, enquiryId);
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    question: row.question,
    askerName: askerName(row),
    isGuest: row.isGuest,
    similarity: row.similarity,
    createdAt: row.createdAt,
  }));
}

/**
 * "Answer all": one reply of words sent to each question's asker in their own thread, as a
 * single reply would be (the thread feature's own path), each question moving to Resolved. All
 * or nothing: every question must be the caller's company's (or the whole call is not found) and
 * still Outstanding (or it is refused as already answered), checked under lock before any is sent.
 */
export async function answerAll(
  deps: Deps,
  member: Member,
  input: { enquiryIds: readonly string[]; content: string },
) {
  const values = validate(answerAllSchema, {
    enquiryIds: [...input.enquiryIds],
    content: input.content,
  });
  if (!values.enquiryIds.every((id) => isUuid(id))) throw notFound(text.notFound);
  const replies = await sendSameReply(deps, member, values, (enquiry) => {
    if (enquiry.boardStatus !== 'outstanding') throw conflict(text.notOpen);
  });
  return { answered: replies.length, enquiryIds: replies.map((reply) => reply.enquiryId) };
}
