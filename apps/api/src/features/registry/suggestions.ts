// Suggested answers (issue 17, "★ Suggested answer"): the saved registry items that best answer an
// enquiry's question, best first, each with a score from 0 to 1. The ranking is
// lib/suggestions (BM25F over the question's words OR-ed, synonyms, typos); this file loads what
// it ranks. A company's registry of up to WHOLE_REGISTRY_LIMIT questions is ranked whole; a larger
// one is first narrowed by the registry's own full-text column (`search`, any word as a prefix)
// to the CANDIDATES best by ts_rank_cd, and word rarity is then read from those candidates.
import { sql } from 'drizzle-orm';
import { validate as isUuid } from 'uuid';
import { messages } from '@quorum/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Deps } from '../../deps';
import { notFound } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import { SuggestionIndex, searchWordsOf } from '../../lib/suggestions';
import type { RankableItem } from '../../lib/suggestions';

/** Registries up to this size are ranked whole: a few hundred kilobytes of text at most. */
export const WHOLE_REGISTRY_LIMIT = 2000;
/** A larger registry's candidates for ranking. */
const CANDIDATES = 200;
/** The drawer shows three; more is never useful as a suggestion. */
export const MAX_SUGGESTIONS = 10;

export interface SuggestedAnswer {
  questionRegistryId: string;
  question: string;
  response: string;
  /** 0 to 1: how much of the question the item answers. */
  score: number;
}

/** Saved items only: not drafted (no answer yet), not deleted, with a response to give. */
const SAVED = sql`drafted = false and deleted_at is null and response <> ''`;

async function liveCount(db: Db, companyId: string): Promise<number> {
  const result = await db.execute(
    sql`select total from question_registry_counts where company_id = ${companyId}`,
  );
  const [row] = rowsOf<{ total: number | string }>(result);
  return row ? Number(row.total) : 0;
}

/** The items a question is ranked against: the whole saved registry, or a large one's candidates. */
export async function loadRankable(
  db: Db,
  companyId: string,
  questionText: string,
): Promise<RankableItem[]> {
  if ((await liveCount(db, companyId)) <= WHOLE_REGISTRY_LIMIT) {
    const result = await db.execute(sql`
      select id, question, response from question_registries
      where company_id = ${companyId} and ${SAVED}`);
    return rowsOf<RankableItem>(result);
  }
  const words = searchWordsOf(questionText).slice(0, 40);
  if (words.length === 0) return [];
  const query = words.map((word) => `${word}:*`).join(' | ');
  const result = await db.execute(sql`
    select id, question, response from question_registries
    where company_id = ${companyId} and ${SAVED}
      and search @@ to_tsquery('english', ${query})
    order by ts_rank_cd(search, to_tsquery('english', ${query})) desc, id
    limit ${CANDIDATES}`);
  return rowsOf<RankableItem>(result);
}

/** The saved registry items that best answer `questionText`, best first, above the threshold. */
export async function suggestAnswers(
  db: Db,
  companyId: string,
  questionText: string,
  limit: number,
): Promise<SuggestedAnswer[]> {
  const items = await loadRankable(db, companyId, questionText);
  const byId = new Map(items.map((item) => [item.id, item]));
  return new SuggestionIndex(items).rank(questionText, { limit }).map(({ id, score }) => {
    const item = byId.get(id)!;
    return { questionRegistryId: id, question: item.question, response: item.response, score };
  });
}

/**
 * The suggestions for one of the caller's company's enquiries (its subject and question). An id
 * that is not an enquiry of the caller's company is not found, the same answer as a missing one.
 */
export async function suggestionsForEnquiry(
  deps: Deps,
  member: Member,
  args: { enquiryId: string; limit?: number | null },
): Promise<SuggestedAnswer[]> {
  if (!isUuid(args.enquiryId)) throw notFound(messages.board.notFound);
  const result = await deps.db.execute(sql`
    select subject, question from enquiries
    where company_id = ${member.companyId} and id = ${args.enquiryId}`);
  const [enquiry] = rowsOf<{ subject: string | null; question: string }>(result);
  if (!enquiry) throw notFound(messages.board.notFound);
  const limit = Math.min(Math.max(args.limit ?? 3, 1), MAX_SUGGESTIONS);
  const text = [enquiry.subject, enquiry.question].filter(Boolean).join('\n');
  return suggestAnswers(deps.db, member.companyId, text, limit);
}
