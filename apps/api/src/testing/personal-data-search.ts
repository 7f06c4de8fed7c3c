// Searching a whole database for a piece of personal information, through any client: the API's
// tests run it on their PGlite, the end-to-end tests on the product's PostgreSQL. It imports
// nothing, so both can use it.

/** Runs one SQL statement and answers its rows. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Every column of every table in the public schema that can hold text: text, varchar and char,
 * JSON and JSONB, and arrays. Read from information_schema, so a table added tomorrow is searched
 * too.
 */
export async function textColumns(run: RunSql): Promise<{ table: string; column: string }[]> {
  const rows = await run(`
    SELECT c.table_name AS "table", c.column_name AS "column"
    FROM information_schema.columns c
    JOIN information_schema.tables t
      ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
    ORDER BY 1, 2`);
  return rows.map((row) => ({ table: String(row.table), column: String(row.column) }));
}

/**
 * Where `value` (an email address, a name…) is still written: each "table.column" with a row that
 * contains it, case-insensitively, anywhere in the column's text (inside a JSON document or an
 * email's body too). Empty when no table holds it.
 */
export async function whereStored(run: RunSql, value: string): Promise<string[]> {
  const needle = literal(value.toLowerCase());
  const found: string[] = [];
  for (const { table, column } of await textColumns(run)) {
    const [row] = await run(
      `SELECT count(*) AS n FROM ${identifier(table)}
       WHERE position(${needle} in lower(${identifier(column)}::text)) > 0`,
    );
    if (Number(row?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** Every table with a company_id column: what a company's removal must leave empty of it. */
export async function companyTables(run: RunSql): Promise<string[]> {
  const rows = await run(`
    SELECT c.table_name AS "table"
    FROM information_schema.columns c
    JOIN information_schema.tables t
      ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.column_name = 'company_id'
    ORDER BY 1`);
  return rows.map((row) => String(row.table));
}

/** The tables still holding rows of the company, as "table (n)". */
export async function rowsOfCompany(run: RunSql, companyId: string): Promise<string[]> {
  const left: string[] = [];
  for (const table of await companyTables(run)) {
    const [row] = await run(
      `SELECT count(*) AS n FROM ${identifier(table)} WHERE company_id = ${literal(companyId)}`,
    );
    const n = Number(row?.n ?? 0);
    if (n > 0) left.push(`${table} (${n})`);
  }
  return left;
}
