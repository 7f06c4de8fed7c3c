// Whole-column pages asked for together — the board's four first pages in one GraphQL request, or
// the columns of many requests arriving in one turn of the event loop — read in one statement: one
// round trip and one database backend woken instead of four, each page still its own
// board_column_page call (migration 0026).
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { BoardStatus } from '@quorum/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { TurnBatch } from '../../lib/turn-batch';
import type { CardRow } from './presenters';

export interface ColumnPageAsk {
  companyId: string;
  viewerId: string;
  boardStatus: BoardStatus;
  limit: number;
  offset: number;
  after: string | null;
  oldest: boolean;
  withTotal: boolean;
}

/** What board_column_page answers: the kept total (null unless asked) and the cards. */
export interface ColumnPageJson {
  total: number | string | null;
  cards: CardRow[];
}

/** More waiting than this is read at once rather than after the turn. (ours) */
const MAX_BATCH = 64;

/** One statement for every page asked: its text does not depend on how many (arrays). */
function pagesQuery(asks: readonly ColumnPageAsk[]) {
  const column = <T>(pick: (ask: ColumnPageAsk) => T) => sql.param(asks.map(pick));
  return sql`select board_column_page(a.company, a.viewer, a.column_status, a.page_limit,
      a.page_offset, a.after, a.oldest, a.with_total) as page
    from unnest(${column((a) => a.companyId)}::uuid[], ${column((a) => a.viewerId)}::uuid[],
      ${column((a) => a.boardStatus)}::text[], ${column((a) => a.limit)}::int[],
      ${column((a) => a.offset)}::int[], ${column((a) => a.after)}::uuid[],
      ${column((a) => a.oldest)}::boolean[], ${column((a) => a.withTotal)}::boolean[])
      with ordinality as a(company, viewer, column_status, page_limit, page_offset, after, oldest,
        with_total, ord)
    order by a.ord`;
}

/** The statement's name on each PostgreSQL connection, which parses and plans it once. */
const PAGES_STATEMENT = 'board-column-pages';
let pagesText: string | undefined;

/**
 * The same statement, named and prepared: its text does not depend on how many pages are asked, so
 * it is rendered once here, and PostgreSQL parses it once per connection instead of on every
 * request (as the caller lookup does, core/identity/viewer.ts).
 */
function preparedPages(pool: pg.Pool, asks: readonly ColumnPageAsk[]) {
  pagesText ??= new PgDialect().sqlToQuery(pagesQuery([])).sql;
  const column = <T>(pick: (ask: ColumnPageAsk) => T) => asks.map(pick);
  return pool.query<{ page: ColumnPageJson }>({
    name: PAGES_STATEMENT,
    text: pagesText,
    values: [
      column((a) => a.companyId),
      column((a) => a.viewerId),
      column((a) => a.boardStatus),
      column((a) => a.limit),
      column((a) => a.offset),
      column((a) => a.after),
      column((a) => a.oldest),
      column((a) => a.withTotal),
    ],
  });
}

async function readPages(db: Db, asks: readonly ColumnPageAsk[]): Promise<ColumnPageJson[]> {
  // The database itself (not a transaction) on PostgreSQL is node-postgres's pool.
  const client = (db as { $client?: unknown }).$client;
  const rows =
    client instanceof pg.Pool
      ? (await preparedPages(client, asks)).rows
      : rowsOf<{ page: ColumnPageJson }>(await db.execute(pagesQuery(asks)));
  return rows.map((row) => row.page);
}

const loaders = new WeakMap<Db, TurnBatch<ColumnPageAsk, ColumnPageJson>>();

/** One whole column's page, read together with the others asked for in the same turn. */
export function loadColumnPage(db: Db, ask: ColumnPageAsk): Promise<ColumnPageJson> {
  let loader = loaders.get(db);
  if (!loader) {
    loader = new TurnBatch((asks) => readPages(db, asks), MAX_BATCH);
    loaders.set(db, loader);
  }
  return loader.load(ask);
}
