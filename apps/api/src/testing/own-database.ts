import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * A database of a test's own on the PostgreSQL server beside `sharedUrl`'s, for tests that act on
 * every row of a table (a job that sweeps all companies) or run whole API processes. `drop()`
 * removes it, closing any connection still open to it.
 */
export async function createOwnDatabase(sharedUrl: string, prefix = 'quorum_test') {
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: sharedUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
