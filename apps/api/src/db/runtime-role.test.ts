import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createRateLimits } from '../lib/rate-limit';
import { localDiskStorage } from '../lib/storage';
import { makeUser, signIn } from '../testing/factories';
import { gql } from '../testing/graphql';
import { createOwnDatabase } from '../testing/own-database';
import type { TestApp } from '../testing/test-app';
import { openDatabase } from './client';
import { pendingMigrations } from './migration-status';

const sharedUrl = process.env.TEST_DATABASE_URL;
const GRANTS = readFileSync(new URL('./runtime-role.sql', import.meta.url), 'utf8');

/** Runs SQL as the URL's role, on its own connection. */
async function runAs(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL error code a statement failed with (drizzle wraps the driver's error). */
async function refusalCode(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
}

// Roles are the PostgreSQL server's, so this needs one (CI runs it on the machine's PostgreSQL).
describe.skipIf(!sharedUrl)('a runtime database role without DDL', () => {
  it('runs the product with the rights to read and write rows only, and cannot change the schema', async () => {
    const own = await createOwnDatabase(sharedUrl!, 'quorum_runtime_role');
    const role = `quorum_app_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const uploadsDir = mkdtempSync(path.join(tmpdir(), 'quorum-runtime-role-'));
    try {
      const owner = await openDatabase({ databaseUrl: own.url, poolSize: 1 });
      await owner.migrate();
      await owner.close();
      await runAs(own.url, `CREATE ROLE ${role} LOGIN`);
      await runAs(own.url, GRANTS.replaceAll('quorum_app', role));

      const runtimeUrl = new URL(own.url);
      runtimeUrl.username = role;
      const runtime = await openDatabase({ databaseUrl: runtimeUrl.toString(), poolSize: 2 });
      const config = {
        ...loadConfig({
          NODE_ENV: 'test',
          JWT_SECRET: 'runtime-role-secret-long-enough-for-hs256',
          LOG_LEVEL: 'silent',
        }),
        uploadsDir,
      };
      const app = await buildApp({
        config,
        database: runtime,
        rateLimits: createRateLimits({ multiplier: 1 }),
        storage: localDiskStorage(uploadsDir),
        webDist: '/nonexistent',
      });
      try {
        // The start-up check reads the migrations' record with this role.
        expect(await pendingMigrations(runtime.db)).toEqual([]);
        // The product works: an account, a sign-in with its emailed code, a query.
        const user = await makeUser(runtime.db);
        const t = { app, database: runtime, config } as TestApp;
        const { accessToken } = await signIn(t, user.email, user.password);
        const me = await gql<{ loggedInUserDetail: { email: string } }>(
          app,
          '{ loggedInUserDetail { email } }',
          {},
          accessToken,
        );
        expect(me.data?.loggedInUserDetail.email).toBe(user.email);

        // 42501 insufficient_privilege: no new table, no change to one, no drop.
        expect(await refusalCode(runtime.db.execute(sql`create table intruder (id int)`))).toBe(
          '42501',
        );
        expect(
          await refusalCode(runtime.db.execute(sql`alter table users add column intruder int`)),
        ).toBe('42501');
        expect(await refusalCode(runtime.db.execute(sql`drop table users`))).toBe('42501');
        expect(await refusalCode(runtime.db.execute(sql`truncate sessions`))).toBe('42501');
      } finally {
        await app.close();
        await runtime.close();
      }
    } finally {
      await own.drop();
      await runAs(sharedUrl!, `DROP ROLE IF EXISTS ${role}`);
      rmSync(uploadsDir, { recursive: true, force: true });
    }
  });
});
