import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, questionRegistries, questionRegistryLexemes } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { useTestApp } from '../../testing/test-app';
import { companyWith as companyWithQuestions } from './testing/search-test-kit';
import type { Row } from './testing/search-test-kit';
import { findRegistryIds, findRegistryPage } from './search';

const t = useTestApp();

const companyWith = (rows: Partial<Row>[]) => companyWithQuestions(t, rows);

/** The company's lexicon as the triggers keep it: lexeme → questions holding it (0s left out). */
async function keptLexicon(companyId: string): Promise<Record<string, number>> {
  const rows = await t.database.db
    .select()
    .from(questionRegistryLexemes)
    .where(eq(questionRegistryLexemes.companyId, companyId));
  return Object.fromEntries(
    rows.filter((row) => row.questions !== 0).map((row) => [row.lexeme, row.questions]),
  );
}

/** The same, counted afresh from the company's questions. */
async function countedLexicon(companyId: string): Promise<Record<string, number>> {
  const result = await t.database.db.execute(sql`
    select x.lexeme, count(*)::int as questions
    from question_registries r cross join unnest(tsvector_to_array(r.search)) as x(lexeme)
    where r.company_id = ${companyId}
    group by x.lexeme`);
  return Object.fromEntries(
    rowsOf<{ lexeme: string; questions: number }>(result).map((row) => [row.lexeme, row.questions]),
  );
}

describe('the registry lexicon', () => {
  it('counts how many questions hold each stemmed word of question and answer', async () => {
    const { companyId } = await companyWith([
      { question: 'What is the dividend policy?', response: 'Dividends are paid twice a year.' },
      { question: 'When is the next dividend?', response: 'In March.' },
    ]);
    const lexicon = await keptLexicon(companyId);
    // "dividend" and "Dividends" stem alike; a question holding it twice counts once.
    expect(lexicon.dividend).toBe(2);
    expect(lexicon.polici).toBe(1);
    expect(lexicon.march).toBe(1);
    expect(lexicon.the).toBeUndefined();
  });

  it('stays equal to the questions through an import, edits, stars, deletions and removals', async () => {
    const db = t.database.db;
    const { companyId, rows } = await companyWith(
      Array.from({ length: 40 }, (_, i) => ({
        question: `Question ${i} on the ${i % 2 ? 'lithium' : 'copper'} project`,
        response: i % 3 ? `Drilling at Karobi ${i}` : '',
      })),
    );
    const mine = (id: string) =>
      and(eq(questionRegistries.companyId, companyId), eq(questionRegistries.id, id));
    await db
      .update(questionRegistries)
      .set({ question: 'What are the royalty terms?' })
      .where(mine(rows[0]!.id));
    await db
      .update(questionRegistries)
      .set({ response: 'The Pilbara drilling results are due in May.' })
      .where(mine(rows[1]!.id));
    await db.update(questionRegistries).set({ starred: true }).where(mine(rows[2]!.id));
    await db.update(questionRegistries).set({ deletedAt: new Date() }).where(mine(rows[3]!.id));
    await db.delete(questionRegistries).where(mine(rows[4]!.id));
    await db
      .delete(questionRegistries)
      .where(
        and(
          eq(questionRegistries.companyId, companyId),
          sql`${questionRegistries.question} like '%copper%'`,
        ),
      );
    const kept = await keptLexicon(companyId);
    expect(kept).toEqual(await countedLexicon(companyId));
    expect(kept.copper).toBeUndefined();
    expect(kept.royalti).toBe(1);
    expect(kept.pilbara).toBe(1);
  });

  it('lets a company with questions be deleted, and its lexicon with it', async () => {
    const db = t.database.db;
    const { companyId } = await companyWith([{ question: 'Dividend dates?' }]);
    await db.delete(companies).where(eq(companies.id, companyId));
    expect(await keptLexicon(companyId)).toEqual({});
  });
});

describe('misspellings, from the lexicon', () => {
  const page = (companyId: string, searchText: string) =>
    findRegistryPage(t.database.db, companyId, { tab: 'all', limit: 12, offset: 0, searchText });

  it('finds the word a misspelling meant in a word of the answer too ("pilbra" finds "Pilbara")', async () => {
    const { companyId } = await companyWith([
      { question: 'Where is the new project?', response: 'In the Pilbara.' },
      { question: 'Who is the auditor?', response: 'An independent firm.' },
    ]);
    const result = await page(companyId, 'pilbra');
    expect(result.items.map((item) => item.question)).toEqual(['Where is the new project?']);
    expect(result.totalItems).toBe(1);
  });

  it('corrects each misspelt word of several and still needs every word', async () => {
    const { companyId } = await companyWith([
      { question: 'What is the lithium royalty?' },
      { question: 'What is the lithium price?' },
      { question: 'What is the copper royalty?' },
    ]);
    expect((await page(companyId, 'lithum royalty')).items.map((item) => item.question)).toEqual([
      'What is the lithium royalty?',
    ]);
    expect(
      await findRegistryIds(t.database.db, companyId, { tab: 'all', searchText: 'lithum royalty' }),
    ).toHaveLength(1);
  });

  it('finds nothing for a word like no word the company uses', async () => {
    const { companyId } = await companyWith([{ question: 'What is the dividend policy?' }]);
    expect(await page(companyId, 'zqxwv')).toEqual({ items: [], totalItems: 0 });
    expect(await page(companyId, 'dividend zqxwv')).toEqual({ items: [], totalItems: 0 });
  });

  it('forgets a word once no question holds it', async () => {
    const db = t.database.db;
    const { companyId, rows } = await companyWith([{ question: 'Is the buyback finished?' }]);
    await db
      .update(questionRegistries)
      .set({ question: 'Is the capital return finished?' })
      .where(
        and(eq(questionRegistries.companyId, companyId), eq(questionRegistries.id, rows[0]!.id)),
      );
    expect((await page(companyId, 'buybak')).items).toEqual([]);
    expect((await page(companyId, 'capitl')).items).toHaveLength(1);
  });
});
