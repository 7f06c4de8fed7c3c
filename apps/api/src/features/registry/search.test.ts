import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, questionRegistries } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { makeCompany, makeUser } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import {
  SEARCH_RANK_BLOCK,
  SEARCH_SIGNATURE_SCAN,
  countRegistryTabs,
  findRegistryIds,
  findRegistryPage,
} from './search';
import type { RegistryListQuery } from './search';

const t = useTestApp();

type Row = typeof questionRegistries.$inferInsert;

/** A company of its own with the given questions, each edited a minute after the one before. */
async function companyWith(rows: Partial<Row>[]) {
  const db = t.database.db;
  const admin = await makeUser(db);
  const company = await makeCompany(db, admin.id);
  const start = Date.parse('2026-01-01T00:00:00Z');
  const inserted = rows.length
    ? await db
        .insert(questionRegistries)
        .values(
          rows.map((row, i) => ({
            companyId: company.id,
            question: 'A question',
            response: 'An answer',
            lastEditedAt: new Date(start + i * 60_000),
            lastUpdateBy: admin.id,
            ...row,
          })),
        )
        .returning()
    : [];
  return { companyId: company.id, admin, rows: inserted };
}

const page = (companyId: string, q: Partial<RegistryListQuery> = {}) =>
  findRegistryPage(t.database.db, companyId, { tab: 'all', limit: 12, offset: 0, ...q });
const questionsOf = async (companyId: string, q: Partial<RegistryListQuery> = {}) =>
  (await page(companyId, q)).items.map((item) => item.question);

describe('registry tabs', () => {
  const mix = [
    { question: 'saved' },
    { question: 'draft', drafted: true, response: '' },
    { question: 'starred', starred: true },
    { question: 'deleted', deletedAt: new Date() },
    { question: 'deleted starred draft', deletedAt: new Date(), starred: true, drafted: true },
  ];

  it('lists every question not deleted, drafts included, newest edit first', async () => {
    const { companyId } = await companyWith(mix);
    expect(await questionsOf(companyId)).toEqual(['starred', 'draft', 'saved']);
  });

  it('shows drafts, starred and deleted questions on their own tabs', async () => {
    const { companyId } = await companyWith(mix);
    expect(await questionsOf(companyId, { tab: 'drafts' })).toEqual(['draft']);
    expect(await questionsOf(companyId, { tab: 'starred' })).toEqual(['starred']);
    expect(await questionsOf(companyId, { tab: 'deleted' })).toEqual([
      'deleted starred draft',
      'deleted',
    ]);
  });

  it('shows only saved questions to the email extension', async () => {
    const { companyId } = await companyWith(mix);
    expect(await questionsOf(companyId, { savedOnly: true })).toEqual(['starred', 'saved']);
    expect((await page(companyId, { savedOnly: true })).totalItems).toBe(2);
    expect(await questionsOf(companyId, { tab: 'drafts', savedOnly: true })).toEqual([]);
  });

  it('pages without overlap and reports the total on every page', async () => {
    const { companyId } = await companyWith(
      Array.from({ length: 5 }, (_, i) => ({ question: `q${i}`, lastEditedAt: new Date(0) })),
    );
    const first = await page(companyId, { limit: 2 });
    const second = await page(companyId, { limit: 2, offset: 2 });
    const third = await page(companyId, { limit: 2, offset: 4 });
    const past = await page(companyId, { limit: 2, offset: 10 });
    const seen = [...first.items, ...second.items, ...third.items].map((item) => item.question);
    expect(new Set(seen).size).toBe(5);
    expect([first, second, third, past].map((p) => p.totalItems)).toEqual([5, 5, 5, 5]);
    expect(past.items).toEqual([]);
  });

  it('never shows another company’s questions', async () => {
    const mine = await companyWith([{ question: 'dividend policy' }]);
    await companyWith([{ question: 'dividend policy' }, { question: 'dividend dates' }]);
    const result = await page(mine.companyId, { searchText: 'dividend' });
    expect(result.items.map((item) => item.companyId)).toEqual([mine.companyId]);
    expect(result.totalItems).toBe(1);
    expect(await findRegistryIds(t.database.db, mine.companyId, { tab: 'all' })).toEqual([
      mine.rows[0]!.id,
    ]);
  });
});

describe('registry search', () => {
  const corpus = [
    { question: 'What is the dividend policy?', response: 'Paid twice a year.' },
    { question: 'When is the annual general meeting?', response: 'In November each year.' },
    { question: 'Who audits the accounts?', response: 'An independent firm audits them.' },
    { question: 'Is there a buyback?', response: 'No dividends or buybacks this year.' },
  ];

  it('finds a word from its first letters', async () => {
    const { companyId } = await companyWith(corpus);
    expect(await questionsOf(companyId, { searchText: 'divid' })).toContain(
      'What is the dividend policy?',
    );
    expect(await questionsOf(companyId, { searchText: 'gen meet' })).toEqual([
      'When is the annual general meeting?',
    ]);
  });

  it('finds other forms of a word', async () => {
    const { companyId } = await companyWith(corpus);
    expect(await questionsOf(companyId, { searchText: 'meetings' })).toEqual([
      'When is the annual general meeting?',
    ]);
    expect(await questionsOf(companyId, { searchText: 'audit' })).toEqual([
      'Who audits the accounts?',
    ]);
  });

  it('needs every word', async () => {
    const { companyId } = await companyWith(corpus);
    expect(await questionsOf(companyId, { searchText: 'dividend november' })).toEqual([]);
  });

  it('ranks a match in the question above a match only in the response', async () => {
    // The response-only match is the newer edit, so only the ranking puts the question match first.
    const { companyId } = await companyWith(corpus);
    const result = await page(companyId, { searchText: 'dividend' });
    expect(result.items.map((item) => item.question)).toEqual([
      'What is the dividend policy?',
      'Is there a buyback?',
    ]);
    expect(result.totalItems).toBe(2);
  });

  it('lists everything when the text holds no searchable word', async () => {
    const { companyId } = await companyWith(corpus);
    for (const searchText of ['', '   ', null, 'the of and', '?!', '&|!:*()']) {
      expect((await page(companyId, { searchText })).totalItems).toBe(4);
    }
  });

  it('treats quotes and query operators as plain text, never as syntax', async () => {
    const { companyId } = await companyWith([
      ...corpus,
      { question: "What's the CEO's view?", response: 'Positive.' },
    ]);
    const hostile = [
      "'",
      "what's",
      "'; drop table question_registries; --",
      'dividend & | ! : * ( )',
      '!dividend',
      'dividend:* | audit',
      'general <-> meeting',
      'general <2> meeting',
      '\\',
      '"dividend"',
      'x'.repeat(10_000),
      'dividend '.repeat(2_000),
    ];
    for (const searchText of hostile) {
      await expect(page(companyId, { searchText })).resolves.toBeDefined();
      await expect(
        findRegistryIds(t.database.db, companyId, { tab: 'all', searchText }),
      ).resolves.toBeDefined();
    }
    expect(await questionsOf(companyId, { searchText: 'dividend:* | audit' })).toEqual([]);
    expect(await questionsOf(companyId, { searchText: '!dividend' })).toHaveLength(2);
    expect(await questionsOf(companyId, { searchText: "CEO's" })).toEqual([
      "What's the CEO's view?",
    ]);
    expect(await questionsOf(companyId, { searchText: 'dividend '.repeat(2_000) })).toHaveLength(2);
  });

  it('pages through more matches than one ranking block, each once, best first within a block', async () => {
    // Newest first: 10 response-only matches, then a question match, then 50 more response-only.
    const count = SEARCH_RANK_BLOCK + 13;
    const { companyId } = await companyWith(
      Array.from({ length: count }, (_, i) => ({
        question: i === count - 11 ? `Capital management ${i}` : `Question ${i}`,
        response: i === count - 11 ? 'Answer' : `On capital, answer ${i}`,
      })),
    );
    const pages = [];
    for (let offset = 0; offset < count + 12; offset += 12) {
      pages.push(await page(companyId, { searchText: 'capital', offset }));
    }
    const seen = pages.flatMap((p) => p.items.map((item) => item.question));
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
    expect(seen[0]).toBe(`Capital management ${count - 11}`);
    // The first block says "more to load"; the last page knows the whole count.
    expect(pages[0]!.totalItems).toBeGreaterThan(12);
    expect(pages.at(-2)!.totalItems).toBe(count);
    expect(pages.at(-1)).toEqual({ items: [], totalItems: count });
  });

  it('lists the ids of every match, beyond one page', async () => {
    const { companyId, rows } = await companyWith(
      Array.from({ length: 15 }, (_, i) => ({ question: `Capital raising ${i}` })),
    );
    const ids = await findRegistryIds(t.database.db, companyId, {
      tab: 'all',
      searchText: 'capital',
    });
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.id)));
  });
});

describe('registry search in a company with more questions than the signature scan', () => {
  it('finds common words among the newest and rare ones however old', async () => {
    const { companyId } = await companyWith([]);
    const size = SEARCH_SIGNATURE_SCAN + 200;
    // Every question mentions the annual report; only the three oldest mention Karobi.
    await t.database.db.execute(sql`
      insert into question_registries (id, company_id, question, response, last_edited_at)
      select gen_random_uuid(), ${companyId}, 'Question ' || i || ' on the annual report',
        case when i <= 3 then 'The Karobi deposit' else 'Answer ' || i end,
        timestamptz '2026-01-01' + i * interval '1 minute'
      from generate_series(1, ${size}) i`);
    // With statistics the search knows "annual report" is common and walks the signatures.
    await t.database.db.execute(sql`analyze question_registries`);
    const common = await page(companyId, { searchText: 'annual rep' });
    expect(common.items.map((item) => item.question)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Question ${size - i} on the annual report`),
    );
    expect(common.totalItems).toBe(SEARCH_RANK_BLOCK + 1);
    const rare = await page(companyId, { searchText: 'karob' });
    expect(rare.items.map((item) => item.question)).toEqual([
      'Question 3 on the annual report',
      'Question 2 on the annual report',
      'Question 1 on the annual report',
    ]);
    expect(rare.totalItems).toBe(3);
    expect((await page(companyId, { searchText: 'karob', savedOnly: true })).totalItems).toBe(3);
    expect((await page(companyId, { searchText: 'nowhere' })).totalItems).toBe(0);
  });
});

describe('registry search signatures', () => {
  it('of a question hold the signature of every beginning of each of its words', async () => {
    const text = 'Dividend policy: franking credits, the Karobi deposit and FY2026 guidance';
    const words = [
      'divid',
      'dividends',
      'pol',
      'policy',
      'fra',
      'frank',
      'credit',
      'karob',
      'fy2026',
      'guid',
    ];
    const result = await t.database.db.execute(sql`
      with doc as (
        select question_registry_signature(tsvector_to_array(to_tsvector('english', ${text}))) as s
      )
      select w as word, (
        select bool_and((doc.s[i] & q.s[i]) = q.s[i]) from generate_subscripts(doc.s, 1) i
      ) as fits
      from doc, unnest(string_to_array(${words.join(' ')}, ' ')) w,
        lateral (select question_registry_query_signature(
          tsvector_to_array(to_tsvector('english', w))) as s) q`);
    const rows = rowsOf<{ word: string; fits: boolean }>(result);
    expect(rows.filter((row) => !row.fits)).toEqual([]);
    expect(rows).toHaveLength(10);
  });
});

describe('registry items', () => {
  it('names who last edited and who holds a lock that has not expired', async () => {
    const db = t.database.db;
    const holder = await makeUser(db);
    const { companyId, admin } = await companyWith([
      { question: 'locked', lockedBy: holder.id, lockedUntil: new Date(Date.now() + 60_000) },
      { question: 'expired', lockedBy: holder.id, lockedUntil: new Date(Date.now() - 1_000) },
    ]);
    const items = (await page(companyId)).items;
    const locked = items.find((item) => item.question === 'locked')!;
    const expired = items.find((item) => item.question === 'expired')!;
    expect(locked.lockedBy).toEqual({ id: holder.id, firstName: 'Test', lastName: 'Person' });
    expect(locked.lockedUntil).toBeInstanceOf(Date);
    expect(expired.lockedBy).toBeNull();
    expect(expired.lockedUntil).toBeNull();
    expect(expired.lastUpdateBy).toEqual({ id: admin.id, firstName: 'Test', lastName: 'Person' });
  });
});

describe('registry counts', () => {
  it('counts each tab, drafts in the total and deleted questions only in deleted', async () => {
    const { companyId } = await companyWith([
      { question: 'saved' },
      { question: 'draft', drafted: true },
      { question: 'starred', starred: true },
      { question: 'starred draft', starred: true, drafted: true },
      { question: 'deleted', deletedAt: new Date(), starred: true, drafted: true },
    ]);
    await companyWith([{ question: 'elsewhere' }]);
    expect(await countRegistryTabs(t.database.db, companyId)).toEqual({
      total: 4,
      starred: 2,
      drafted: 2,
      deleted: 1,
    });
  });

  it('keeps the counts as questions are edited, starred, deleted, restored and removed', async () => {
    const db = t.database.db;
    const { companyId, rows } = await companyWith([
      { question: 'one' },
      { question: 'two', drafted: true },
      { question: 'three' },
    ]);
    const ids = rows.map((row) => row.id);
    const mine = and(
      eq(questionRegistries.companyId, companyId),
      inArray(questionRegistries.id, ids),
    );
    await db.update(questionRegistries).set({ starred: true }).where(mine);
    await db
      .update(questionRegistries)
      .set({ drafted: false })
      .where(and(mine, eq(questionRegistries.id, ids[1]!)));
    await db
      .update(questionRegistries)
      .set({ deletedAt: new Date() })
      .where(and(mine, inArray(questionRegistries.id, [ids[0]!, ids[2]!])));
    expect(await countRegistryTabs(db, companyId)).toEqual({
      total: 1,
      starred: 1,
      drafted: 0,
      deleted: 2,
    });
    await db
      .update(questionRegistries)
      .set({ deletedAt: null })
      .where(and(mine, eq(questionRegistries.id, ids[0]!)));
    await db.delete(questionRegistries).where(and(mine, eq(questionRegistries.id, ids[2]!)));
    expect(await countRegistryTabs(db, companyId)).toEqual({
      total: 2,
      starred: 2,
      drafted: 0,
      deleted: 0,
    });
  });

  it('agrees with the rows after an import of many at once', async () => {
    const { companyId } = await companyWith(
      Array.from({ length: 300 }, (_, i) => ({
        question: `q${i}`,
        drafted: i % 3 === 0,
        starred: i % 5 === 0,
        deletedAt: i % 7 === 0 ? new Date() : null,
      })),
    );
    const rows = Array.from({ length: 300 }, (_, i) => i);
    const live = rows.filter((i) => i % 7 !== 0);
    expect(await countRegistryTabs(t.database.db, companyId)).toEqual({
      total: live.length,
      starred: live.filter((i) => i % 5 === 0).length,
      drafted: live.filter((i) => i % 3 === 0).length,
      deleted: rows.length - live.length,
    });
  });

  it('lets a company with questions be deleted', async () => {
    const db = t.database.db;
    const { companyId } = await companyWith([{ question: 'one' }, { question: 'two' }]);
    await db.delete(companies).where(eq(companies.id, companyId));
    expect(await countRegistryTabs(db, companyId)).toEqual({
      total: 0,
      starred: 0,
      drafted: 0,
      deleted: 0,
    });
  });

  it('counts nothing for a company without questions', async () => {
    const { companyId } = await companyWith([]);
    expect(await countRegistryTabs(t.database.db, companyId)).toEqual({
      total: 0,
      starred: 0,
      drafted: 0,
      deleted: 0,
    });
  });
});
