import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_REGISTRY_RETENTION_DAYS } from '@quorum/shared';
import { makeCompany, makeUser } from '../../testing/factories';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { purgeDeletedRegistries } from './purge.job';
import { insertQuestions, stored } from './testing/registry-test-kit';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

// Its own database on PostgreSQL: the purge removes every company's old deleted questions.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { ownDatabase: true });
});
afterAll(() => t.close());

async function company() {
  const admin = await makeUser(t.database.db);
  return (await makeCompany(t.database.db, admin.id)).id;
}

describe('the purge of deleted questions', () => {
  it(`removes questions deleted more than ${DELETED_REGISTRY_RETENTION_DAYS} days ago, in every company`, async () => {
    const [first, second] = [await company(), await company()];
    await insertQuestions(t, first, [
      { question: 'Long gone', deletedAt: daysAgo(DELETED_REGISTRY_RETENTION_DAYS + 1) },
      { question: 'Recently deleted', deletedAt: daysAgo(DELETED_REGISTRY_RETENTION_DAYS - 1) },
      { question: 'Live, edited long ago', lastEditedAt: daysAgo(400) },
    ]);
    await insertQuestions(t, second, [{ question: 'Also long gone', deletedAt: daysAgo(365) }]);

    expect(await purgeDeletedRegistries(t.database.db)).toBe(2);
    expect((await stored(t, first)).map((row) => row.question)).toEqual([
      'Recently deleted',
      'Live, edited long ago',
    ]);
    expect(await stored(t, second)).toEqual([]);
    expect(await purgeDeletedRegistries(t.database.db)).toBe(0);
  });

  it('works through a backlog larger than one batch', async () => {
    const id = await company();
    await insertQuestions(
      t,
      id,
      Array.from({ length: 2_500 }, () => ({ deletedAt: daysAgo(90) })),
    );
    expect(await purgeDeletedRegistries(t.database.db)).toBe(2_500);
    expect(await stored(t, id)).toEqual([]);
  });
});
