import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, questionRegistries } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { makeUser } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { companyWith as companyWithQuestions } from './testing/search-test-kit';
import type { Row } from './testing/search-test-kit';
import { countRegistryTabs, findRegistryPage } from './search';
import type { RegistryListQuery } from './search';

const t = useTestApp();

const companyWith = (rows: Partial<Row>[]) => companyWithQuestions(t, rows);

const page = (companyId: string, q: Partial<RegistryListQuery> = {}) =>
  findRegistryPage(t.database.db, companyId, { tab: 'all', limit: 12, offset: 0, ...q });

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
