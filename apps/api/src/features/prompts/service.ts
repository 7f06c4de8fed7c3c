// Monthly question prompts (spec §3 "Monthly question prompt", §2 "a monthly prompt view type"):
// each month, the questions the company's investors asked most that its registry does not answer
// yet, offered as "Add to registry". Reading is the registry's view access, adding its full
// access; the company is always the caller's own.
import {
  MONTHLY_PROMPTS,
  messages,
  promptMonthSchema,
  type MonthlyPromptStatus,
} from '@quorum/shared';
import type { Deps } from '../../deps';
import { badInput, notFound } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import { validate } from '../../lib/validate';
import { addRegistry } from '../registry';
import * as repo from './repo';

const text = messages.monthlyPrompts;

export interface MonthlyPromptView {
  id: string;
  question: string;
  status: MonthlyPromptStatus;
  /** The prompt's month: its first day, UTC. */
  publishedDate: Date;
  askedCount: number;
  totalCopiedTimes: number;
}

interface PromptKey {
  /** YYYY-MM-01 */
  month: string;
  fingerprint: string;
}

/** A prompt has no row: its id carries its month and fingerprint, opaque to clients. */
export const monthlyPromptIdOf = (key: PromptKey) =>
  Buffer.from(JSON.stringify([key.month, key.fingerprint])).toString('base64url');

function keyOf(id: string): PromptKey {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(id, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      /^\d{4}-\d{2}-01$/.test(parsed[0]) &&
      typeof parsed[1] === 'string' &&
      parsed[1] !== ''
    )
      return { month: parsed[0], fingerprint: parsed[1] };
  } catch {
    // not one of ours: answered below as not found
  }
  throw notFound(text.notFound);
}

/** The first day of the month `offset` months from `at`'s, as YYYY-MM-01 (UTC). */
function monthStart(at: Date, offset = 0): string {
  const first = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
  return first.toISOString().slice(0, 10);
}

/**
 * One month's prompts (`month` as YYYY-MM), or, without one, those of the last
 * MONTHLY_PROMPTS.months months, this month first.
 */
export async function listMonthlyPrompts(
  deps: Deps,
  member: Member,
  args: { month?: string | null },
  now = new Date(),
): Promise<MonthlyPromptView[]> {
  let from: string;
  let until: string;
  if (args.month != null) {
    from = `${validate(promptMonthSchema, args.month)}-01`;
    if (from > monthStart(now)) throw badInput(text.monthInvalid);
    until = monthStart(new Date(`${from}T00:00:00Z`), 1);
  } else {
    from = monthStart(now, 1 - MONTHLY_PROMPTS.months);
    until = monthStart(now, 1);
  }
  const rows = await repo.listPrompts(deps.db, member.companyId, {
    from,
    until,
    minAsked: MONTHLY_PROMPTS.minAsked,
    perMonth: MONTHLY_PROMPTS.perMonth,
  });
  return rows.map((row) => ({
    id: monthlyPromptIdOf(row),
    question: row.question,
    status: row.copied > 0 ? 'added' : 'new',
    publishedDate: new Date(`${row.month}T00:00:00Z`),
    askedCount: row.asked,
    totalCopiedTimes: row.copied,
  }));
}

interface AddFromPromptInput {
  monthlyQuestionPromptId: string;
  question?: string | null;
  response?: string | null;
  drafted?: boolean | null;
  starred?: boolean | null;
}

/**
 * "Add to registry" from a prompt: the question as the form sent it (it starts as the prompt's
 * words) becomes a registry question by the registry's own rules — its permission flag, the free
 * plan's 3 questions, the star on Premium — and the prompt's copy is counted in the same
 * transaction, so a refused add counts nothing.
 */
export async function addMonthlyPromptToRegistry(
  deps: Deps,
  member: Member,
  input: AddFromPromptInput,
) {
  const key = keyOf(input.monthlyQuestionPromptId);
  if (!(await repo.promptExists(deps.db, member.companyId, key))) throw notFound(text.notFound);
  return deps.db.transaction(async (tx) => {
    const added = await addRegistry({ ...deps, db: tx }, member, {
      question: input.question,
      response: input.response,
      drafted: input.drafted,
      starred: input.starred,
    });
    await repo.insertCopy(tx, {
      companyId: member.companyId,
      month: key.month,
      fingerprint: key.fingerprint,
      registryQuestionId: added.questionRegistry.id,
      copiedBy: member.user.id,
    });
    return {
      message: added.message,
      questionRegistryId: added.questionRegistry.id,
      totalCopiedTimes: await repo.countCopies(tx, member.companyId, key),
    };
  });
}
