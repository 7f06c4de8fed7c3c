// Market data's SQL (issue 19). Every statement names the company: no call reaches another's rows.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  stockAlerts,
  stockDataPreferences,
  stockWatchlistItems,
  stockWatchlists,
} from '../../db/schema';

export type WatchlistRow = typeof stockWatchlists.$inferSelect;
export type WatchlistItemRow = typeof stockWatchlistItems.$inferSelect;
export type AlertRow = typeof stockAlerts.$inferSelect;
export type PreferencesRow = typeof stockDataPreferences.$inferSelect;

export async function findCompanyCode(db: Db, companyId: string) {
  const [row] = await db
    .select({ asxCode: companies.asxCode })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.asxCode;
}

/** Whether a Quorum company is listed under the code (the replay knows its own customers). */
export async function companyWithCode(db: Db, asxCode: string) {
  const [row] = await db
    .select({ name: companies.legalBusinessName })
    .from(companies)
    .where(eq(companies.asxCode, asxCode));
  return row;
}

export function listWatchlists(db: Db, companyId: string) {
  return db
    .select()
    .from(stockWatchlists)
    .where(eq(stockWatchlists.companyId, companyId))
    .orderBy(asc(stockWatchlists.createdAt), asc(stockWatchlists.id));
}

export async function findWatchlist(db: Db, companyId: string, watchlistId: string) {
  const [row] = await db
    .select()
    .from(stockWatchlists)
    .where(and(eq(stockWatchlists.companyId, companyId), eq(stockWatchlists.id, watchlistId)));
  return row;
}

/** The watchlist row locked for the change (its stocks change behind it one at a time). */
export async function lockWatchlist(db: Db, companyId: string, watchlistId: string) {
  const [row] = await db
    .select()
    .from(stockWatchlists)
    .where(and(eq(stockWatchlists.companyId, companyId), eq(stockWatchlists.id, watchlistId)))
    .for('update');
  return row;
}

export function listItems(db: Db, companyId: string, watchlistIds: readonly string[]) {
  if (watchlistIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(stockWatchlistItems)
    .where(
      and(
        eq(stockWatchlistItems.companyId, companyId),
        inArray(stockWatchlistItems.watchlistId, [...watchlistIds]),
      ),
    )
    .orderBy(asc(stockWatchlistItems.addedAt), asc(stockWatchlistItems.symbol));
}

export async function countWatchlists(db: Db, companyId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stockWatchlists)
    .where(eq(stockWatchlists.companyId, companyId));
  return row?.n ?? 0;
}

export async function countItems(db: Db, watchlistId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stockWatchlistItems)
    .where(eq(stockWatchlistItems.watchlistId, watchlistId));
  return row?.n ?? 0;
}

export async function watchlistNamed(db: Db, companyId: string, name: string) {
  const [row] = await db
    .select({ id: stockWatchlists.id })
    .from(stockWatchlists)
    .where(
      and(
        eq(stockWatchlists.companyId, companyId),
        sql`lower(${stockWatchlists.name}) = lower(${name})`,
      ),
    );
  return row?.id;
}

export async function insertWatchlist(db: Db, values: typeof stockWatchlists.$inferInsert) {
  const [row] = await db.insert(stockWatchlists).values(values).returning();
  return row!;
}

export async function updateWatchlist(
  db: Db,
  companyId: string,
  watchlistId: string,
  values: { name: string; description: string },
) {
  const [row] = await db
    .update(stockWatchlists)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(stockWatchlists.companyId, companyId), eq(stockWatchlists.id, watchlistId)))
    .returning();
  return row;
}

export async function deleteWatchlist(db: Db, companyId: string, watchlistId: string) {
  const rows = await db
    .delete(stockWatchlists)
    .where(and(eq(stockWatchlists.companyId, companyId), eq(stockWatchlists.id, watchlistId)))
    .returning({ id: stockWatchlists.id });
  return rows.length > 0;
}

/** Adds the stock; false when it was already there. */
export async function insertItem(db: Db, values: typeof stockWatchlistItems.$inferInsert) {
  const rows = await db
    .insert(stockWatchlistItems)
    .values(values)
    .onConflictDoNothing()
    .returning({ symbol: stockWatchlistItems.symbol });
  return rows.length > 0;
}

export async function deleteItem(db: Db, companyId: string, watchlistId: string, symbol: string) {
  const rows = await db
    .delete(stockWatchlistItems)
    .where(
      and(
        eq(stockWatchlistItems.companyId, companyId),
        eq(stockWatchlistItems.watchlistId, watchlistId),
        eq(stockWatchlistItems.symbol, symbol),
      ),
    )
    .returning({ symbol: stockWatchlistItems.symbol });
  return rows.length > 0;
}

export async function touchWatchlist(db: Db, watchlistId: string) {
  await db
    .update(stockWatchlists)
    .set({ updatedAt: new Date() })
    .where(eq(stockWatchlists.id, watchlistId));
}

export function listAlerts(db: Db, companyId: string) {
  return db
    .select()
    .from(stockAlerts)
    .where(eq(stockAlerts.companyId, companyId))
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id));
}

export async function findAlert(db: Db, companyId: string, alertId: string) {
  const [row] = await db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.companyId, companyId), eq(stockAlerts.id, alertId)));
  return row;
}

export async function countAlerts(db: Db, companyId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stockAlerts)
    .where(eq(stockAlerts.companyId, companyId));
  return row?.n ?? 0;
}

export async function insertAlert(db: Db, values: typeof stockAlerts.$inferInsert) {
  const [row] = await db.insert(stockAlerts).values(values).returning();
  return row!;
}

export async function updateAlert(
  db: Db,
  companyId: string,
  alertId: string,
  values: Partial<typeof stockAlerts.$inferInsert>,
) {
  const [row] = await db
    .update(stockAlerts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(stockAlerts.companyId, companyId), eq(stockAlerts.id, alertId)))
    .returning();
  return row;
}

export async function deleteAlert(db: Db, companyId: string, alertId: string) {
  const rows = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.companyId, companyId), eq(stockAlerts.id, alertId)))
    .returning({ id: stockAlerts.id });
  return rows.length > 0;
}

/** Every company's active alerts on these symbols: what a tick checks. */
export function activeAlertsOn(db: Db, symbols: readonly string[]) {
  if (symbols.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.isActive, true), inArray(stockAlerts.symbol, [...symbols])));
}

/** The symbols any active alert watches, across companies. */
export async function alertedSymbols(db: Db) {
  const rows = await db
    .selectDistinct({ symbol: stockAlerts.symbol })
    .from(stockAlerts)
    .where(eq(stockAlerts.isActive, true));
  return rows.map((row) => row.symbol);
}

/**
 * Fires an armed alert: disarms it and records the value, only if it is still armed and active
 * (two processes checking the same tick fire it once). Answers the row when this call fired it.
 */
export async function fireAlert(db: Db, alertId: string, value: number, at: Date) {
  const [row] = await db
    .update(stockAlerts)
    .set({ armed: false, lastTriggeredAt: at, lastTriggeredValue: value })
    .where(
      and(eq(stockAlerts.id, alertId), eq(stockAlerts.armed, true), eq(stockAlerts.isActive, true)),
    )
    .returning();
  return row;
}

/** Arms again the alerts whose condition no longer holds. */
export async function rearmAlerts(db: Db, alertIds: readonly string[]) {
  if (alertIds.length === 0) return;
  await db
    .update(stockAlerts)
    .set({ armed: true })
    .where(and(inArray(stockAlerts.id, [...alertIds]), eq(stockAlerts.armed, false)));
}

export async function findPreferences(db: Db, companyId: string) {
  const [row] = await db
    .select()
    .from(stockDataPreferences)
    .where(eq(stockDataPreferences.companyId, companyId));
  return row;
}

export async function upsertPreferences(db: Db, values: typeof stockDataPreferences.$inferInsert) {
  const { companyId, ...rest } = values;
  const [row] = await db
    .insert(stockDataPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: stockDataPreferences.companyId,
      set: { ...rest, updatedAt: new Date() },
    })
    .returning();
  void companyId;
  return row!;
}
