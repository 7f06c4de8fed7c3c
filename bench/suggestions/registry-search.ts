// Today's registry search with an investor's question as the search text, on a company holding the
// suggested-answer registry (apps/api/src/lib/suggestions/registry.csv). Everything goes through
// the product's own code: its migrations, its repositories to make the company and save the
// questions, and findRegistryPage, which the GraphQL `questionRegistries` list and the enquiry
// drawer's "Answer from registry" call with the search box's text.
import { PAGE_SIZES } from '@quorum/shared';
import { openDatabase } from '../../apps/api/src/db/client';
import { questionRegistries } from '../../apps/api/src/db/schema';
import { insertMember } from '../../apps/api/src/core/identity/memberships';
import { insertUser } from '../../apps/api/src/features/auth/repo';
import { insertCompany, insertSubscription } from '../../apps/api/src/features/company/repo';
import { SEARCH_RANK_BLOCK, findRegistryPage } from '../../apps/api/src/features/registry/search';
import { toSearchWords } from '../../apps/api/src/features/registry/search-text';
import { suggestAnswers } from '../../apps/api/src/features/registry/suggestions';
import type { RegistryEntry } from '../../apps/api/src/lib/suggestions/testing/labelled-set';

/** The registry list's first page, as the drawer asks for it. */
export const SUGGESTIONS_PAGE = PAGE_SIZES.registry;

/** The search ranks its matches within blocks of this many, newest first. */
export const RANK_BLOCK = SEARCH_RANK_BLOCK;

export interface SearchAnswer {
  /** Registry ids of the first page, in the order the search gives them. */
  ids: string[];
  /** How many questions the search says match (exact below a rank block, a lower bound above). */
  totalItems: number;
  /** The words the search required, or null when the text had none but stop words. */
  query: string | null;
}

/** The suggested answers to a question, as the drawer gets them: registry ids and scores. */
export interface Suggestion {
  ids: string[];
  scores: number[];
}

export interface RegistrySearch {
  kind: 'postgres' | 'pglite';
  search(text: string): Promise<SearchAnswer>;
  /** suggestAnswers (getSuggestedAnswers' ranking), up to `limit` answers. */
  suggest(text: string, limit: number): Promise<Suggestion>;
  close(): Promise<void>;
}

/**
 * A migrated database holding one company whose registry is `entries`, each saved a minute after
 * the one before (so the newest-first order inside the search's rank blocks is the file's order,
 * reversed, and the same on every run). `databaseUrl` names an empty PostgreSQL database; without
 * it, PGlite in memory.
 */
export async function openRegistrySearch(
  entries: readonly RegistryEntry[],
  databaseUrl?: string,
): Promise<RegistrySearch> {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  await database.migrate();
  const { db } = database;
  const user = await insertUser(db, {
    email: 'suggestions-bench@bench.invalid',
    // Nobody signs in: the search is called directly, so no password is ever checked.
    passwordHash: 'not-a-password',
    firstName: 'Bench',
    lastName: 'Editor',
    acceptedTAndC: true,
    verifiedAt: new Date(),
  });
  const company = await insertCompany(db, {
    userId: user.id,
    legalBusinessName: 'Karrawang Resources Limited',
    abn: '12345678901',
    asxCode: 'KRW',
  });
  await insertMember(db, {
    companyId: company.id,
    userId: user.id,
    role: 'admin',
    companyCreator: true,
  });
  await insertSubscription(db, {
    companyId: company.id,
    plan: 'premium',
    status: 'active',
    quantity: 1,
    startDate: new Date(),
  });
  const start = Date.parse('2026-01-01T00:00:00Z');
  const rows = await db
    .insert(questionRegistries)
    .values(
      entries.map((entry, i) => ({
        companyId: company.id,
        question: entry.question,
        response: entry.response,
        lastEditedAt: new Date(start + i * 60_000),
        lastUpdateBy: user.id,
      })),
    )
    .returning({ id: questionRegistries.id });
  const idOf = new Map(rows.map((row, i) => [row.id, entries[i]!.id]));

  return {
    kind: database.kind,
    async search(text) {
      const page = await findRegistryPage(db, company.id, {
        tab: 'all',
        searchText: text,
        limit: SUGGESTIONS_PAGE,
        offset: 0,
      });
      return {
        ids: page.items.map((item) => idOf.get(item.id) ?? item.id),
        totalItems: page.totalItems,
        query: toSearchWords(text)?.query ?? null,
      };
    },
    async suggest(text, limit) {
      const answers = await suggestAnswers(db, company.id, text, limit);
      return {
        ids: answers.map(
          (answer) => idOf.get(answer.questionRegistryId) ?? answer.questionRegistryId,
        ),
        scores: answers.map((answer) => answer.score),
      };
    },
    close: () => database.close(),
  };
}
