import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** A text-like column of the database: where personal information could be written. */
interface TextColumn {
  table: string;
  column: string;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Every column of every table in the public schema that can hold text: text and varchar, JSON
 * and JSONB, and arrays (of text). Read from information_schema, so a table added tomorrow is
 * searched too.
 */
export async function textColumns(db: Db): Promise<TextColumn[]> {
  return rowsOf<TextColumn>(
    await db.execute(sql`
      SELECT c.table_name AS "table", c.column_name AS "column"
      FROM information_schema.columns c
      JOIN information_schema.tables t
        ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      ORDER BY 1, 2`),
  );
}

/**
 * Where `value` (an email address, a name…) is still written in the database: each
 * "table.column" with a row containing it, case-insensitively, anywhere in the column's text
 * (a JSON document or an email body included). Empty when no table holds it.
 */
export async function whereStored(db: Db, value: string): Promise<string[]> {
  const needle = value.toLowerCase();
  const found: string[] = [];
  for (const { table, column } of await textColumns(db)) {
    const rows = rowsOf<{ n: number | string }>(
      await db.execute(
        sql`SELECT count(*) AS n FROM ${sql.raw(quoteIdent(table))}
            WHERE position(${needle} in lower(${sql.raw(quoteIdent(column))}::text)) > 0`,
      ),
    );
    if (Number(rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** Every table with a company_id column: what a company's removal must leave empty of it. */
export async function companyTables(db: Db): Promise<string[]> {
  const rows = rowsOf<{ table: string }>(
    await db.execute(sql`
      SELECT c.table_name AS "table"
      FROM information_schema.columns c
      JOIN information_schema.tables t
        ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.column_name = 'company_id'
      ORDER BY 1`),
  );
  return rows.map((row) => row.table);
}

/** The tables still holding rows of the company: "table (n)" each. */
export async function rowsOfCompany(db: Db, companyId: string): Promise<string[]> {
  const left: string[] = [];
  for (const table of await companyTables(db)) {
    const rows = rowsOf<{ n: number | string }>(
      await db.execute(
        sql`SELECT count(*) AS n FROM ${sql.raw(quoteIdent(table))} WHERE company_id = ${companyId}`,
      ),
    );
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) left.push(`${table} (${n})`);
  }
  return left;
}
