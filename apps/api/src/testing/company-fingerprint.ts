import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Tables whose rows record that a call happened rather than what a company holds: a refused call
 * may still leave a trace there (a page visit, a session's last use, a queued email).
 */
const RECORDS_OF_CALLS = new Set(['page_visits', 'sessions', 'outbox_emails']);

let tables: string[] | undefined;

/**
 * A digest of every row that belongs to a company (every table with a `company_id`), so a test can
 * prove a refused call changed nothing of it: the digest before and after must be equal.
 */
export async function companyFingerprint(db: Db, companyId: string): Promise<string> {
  tables ??= rowsOf<{ name: string }>(
    await db.execute(
      // Partitions are read through their parent table.
      sql`select c.relname as name from pg_attribute a
          join pg_class c on c.oid = a.attrelid
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and a.attname = 'company_id' and not a.attisdropped
            and c.relkind in ('r', 'p') and not c.relispartition
          order by c.relname`,
    ),
  )
    .map(({ name }) => name)
    .filter((name) => !RECORDS_OF_CALLS.has(name));
  const companyRow = sql`select 'companies:' || md5(t::text) as d from companies t where t.id = ${companyId}`;
  const digests = tables.map(
    (name) =>
      sql`select ${name}::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as d
          from ${sql.identifier(name)} t where t.company_id = ${companyId}`,
  );
  const [row] = rowsOf<{ digest: string }>(
    await db.execute(
      sql`select md5(string_agg(d, '/' order by d)) as digest from (${sql.join([companyRow, ...digests], sql` union all `)}) every_table`,
    ),
  );
  return row!.digest;
}
