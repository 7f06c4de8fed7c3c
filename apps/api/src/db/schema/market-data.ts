import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  MarketCurrency,
  MarketDataProviderKind,
  MarketExchange,
  StockAlertCondition,
  StockAlertType,
} from '@quorum/shared';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { announcements } from './announcements';
import { enquiries } from './board';
import { companies } from './companies';
import { users } from './users';

/** A company's named list of stocks it follows, its peers (issue 19; spec §3 watchlist). */
export const stockWatchlists = pgTable(
  'stock_watchlists',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('stock_watchlists_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

/** A stock on a watchlist, in the order added. */
export const stockWatchlistItems = pgTable(
  'stock_watchlist_items',
  {
    watchlistId: uuid('watchlist_id')
      .notNull()
      .references(() => stockWatchlists.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** "BHP.AX". */
    symbol: text('symbol').notNull(),
    /** The listed company's name, as the provider gave it when the stock was added. */
    name: text('name').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.watchlistId, t.symbol] }),
    index('stock_watchlist_items_symbol_idx').on(t.symbol),
  ],
);

/**
 * An alert on a stock (spec §3 alert: symbol, alertType, condition, targetPrice, isActive). It
 * fires once per crossing: `armed` is cleared when it fires and set again only when the condition
 * stops holding, so a price that stays above its target notifies once, not every tick.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The watchlist it was set from, when it was; the symbol need not be on one. */
    watchlistId: uuid('watchlist_id').references(() => stockWatchlists.id, {
      onDelete: 'cascade',
    }),
    symbol: text('symbol').notNull(),
    alertType: text('alert_type').$type<StockAlertType>().notNull(),
    condition: text('condition').$type<StockAlertCondition>().notNull(),
    targetPrice: doublePrecision('target_price').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    armed: boolean('armed').notNull().default(true),
    lastTriggeredAt: timestamptz('last_triggered_at'),
    /** The value that set it off last: the price, the move in per cent, or the volume multiple. */
    lastTriggeredValue: doublePrecision('last_triggered_value'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stock_alerts_company_idx').on(t.companyId, t.createdAt),
    index('stock_alerts_active_symbol_idx')
      .on(t.symbol)
      .where(sql`is_active`),
  ],
);

/** A company's market data preferences (spec §3 preferences); no row means the defaults. */
export const stockDataPreferences = pgTable('stock_data_preferences', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  defaultCurrency: text('default_currency').$type<MarketCurrency>().notNull(),
  defaultExchange: text('default_exchange').$type<MarketExchange>().notNull(),
  autoRefreshInterval: integer('auto_refresh_interval').notNull(),
  enableRealTimeUpdates: boolean('enable_real_time_updates').notNull(),
  preferredDataProvider: text('preferred_data_provider').$type<MarketDataProviderKind>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * The providers' last answers, by call: what a provider outage shows, with its age, instead of an
 * error, and what every process of the server reads before it asks the provider again.
 */
export const marketDataCache = pgTable(
  'market_data_cache',
  {
    provider: text('provider').$type<MarketDataProviderKind>().notNull(),
    /** The call and its arguments: "quote:BHP.AX", "daily:BHP.AX:2021-11-29". */
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    fetchedAt: timestamptz('fetched_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.key] })],
);

/**
 * A question that arrived within 48 hours after a published price-sensitive ASX announcement,
 * linked to it (issue 19): the board marks the question and names the announcement.
 */
export const enquiryAnnouncementLinks = pgTable(
  'enquiry_announcement_links',
  {
    enquiryId: uuid('enquiry_id')
      .primaryKey()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_announcement_links_announcement_idx').on(t.announcementId)],
);
