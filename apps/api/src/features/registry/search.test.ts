import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { companyWith as companyWithQuestions } from './testing/search-test-kit';
import type { Row } from './testing/search-test-kit';
import {
  SEARCH_RANK_BLOCK,
  SEARCH_SIGNATURE_SCAN,
  findRegistryIds,
  findRegistryPage,
} from './search';
import type { RegistryListQuery } from './search';

const t = useTestApp();

const companyWith = (rows: Partial<Row>[]) => companyWithQuestions(t, rows);

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

describe('registry search ranking', () => {
  it('ranks the words as a phrase, then all the words, then prefixes, then a likely misspelling', async () => {
    // Oldest first: newest first would list them the other way round.
    const { companyId } = await companyWith([
      { question: 'Where is the annual report?' },
      { question: 'Is the report annual or half-yearly?' },
      { question: 'Is there an annualised reporting calendar?' },
      { question: 'Where is the anual report?' },
      { question: 'When is the general meeting?' },
    ]);
    expect(await questionsOf(companyId, { searchText: 'annual report' })).toEqual([
      'Where is the annual report?',
      'Is the report annual or half-yearly?',
      'Is there an annualised reporting calendar?',
      'Where is the anual report?',
    ]);
  });

  it('finds "dividend" when "dividnd" is typed, and ranks it below any real match', async () => {
    const { companyId } = await companyWith([
      { question: 'What is the dividend policy?', response: 'Paid twice a year.' },
      { question: 'When is the annual general meeting?', response: 'In November.' },
      { question: 'Why is the dividnd late?', response: 'The same typo in the question.' },
    ]);
    expect(await questionsOf(companyId, { searchText: 'dividnd' })).toEqual([
      'Why is the dividnd late?',
      'What is the dividend policy?',
    ]);
    const ids = await findRegistryIds(t.database.db, companyId, {
      tab: 'all',
      searchText: 'dividnd',
    });
    expect(ids).toHaveLength(2);
  });

  it('forgives one letter left out of a short word ("guidnce" finds "guidance")', async () => {
    const { companyId } = await companyWith([
      { question: 'What is the earnings guidance?' },
      { question: 'Who is the auditor?' },
    ]);
    expect(await questionsOf(companyId, { searchText: 'guidnce' })).toEqual([
      'What is the earnings guidance?',
    ]);
  });

  it('never shows another company’s questions, however loosely the words match', async () => {
    const mine = await companyWith([{ question: 'When is the annual general meeting?' }]);
    await companyWith([{ question: 'What is the dividend policy?' }, { question: 'Dividends?' }]);
    for (const searchText of ['dividend', 'dividnd', 'divi']) {
      expect((await page(mine.companyId, { searchText })).items).toEqual([]);
      expect(
        await findRegistryIds(t.database.db, mine.companyId, { tab: 'all', searchText }),
      ).toEqual([]);
    }
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
