import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { pendingMigrations } from './migration-status';
import { migrationsFolder } from './migrations-folder';

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

describe('the migrations a database lacks', () => {
  it('are every committed one on an empty database, and none once it is migrated', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      const before = await pendingMigrations(database.db);
      expect(before).toEqual(journal.entries.map((entry) => entry.tag));
      expect(before[0]).toMatch(/^0000_/);
      await database.migrate();
      expect(await pendingMigrations(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
