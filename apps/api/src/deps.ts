import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { BackgroundWork } from './lib/background-work';
import type { Events } from './core/events';
import type { DomainEvents } from './core/domain-events';
import type { SecurityLog } from './core/security-log';
import type { RateLimits } from './lib/rate-limit';
import type { FileStorage } from './lib/storage';
import type { PlaceSearch } from './features/company/places';
import type { FileUrlSigner } from './features/uploads/signed-urls';
import type { AccessTokens } from './core/identity/access-tokens';
import type { ViewerLoader } from './core/identity/viewer';
import type { KeyRing } from './core/keys';
import type { BillingClock } from './features/billing/clock';
import type { PaymentProvider } from './features/billing/provider';
import type { LocalProvider } from './features/billing/providers/local';
import type { MarketData } from './features/market-data/market';

/** What services need from the outside world, passed in so each test app has its own. */
export interface Deps {
  db: Db;
  config: Config;
  /** The server's keys (core/keys.ts): one derived key per purpose, the current and previous. */
  keys: KeyRing;
  tokens: AccessTokens;
  /** The email extension's access tokens: their own key and audience. */
  extensionTokens: AccessTokens;
  viewers: ViewerLoader;
  rateLimits: RateLimits;
  log: FastifyBaseLogger;
  storage: FileStorage;
  fileUrls: FileUrlSigner;
  /** The address search: Google Places when a key is configured, the postcode data otherwise. */
  places: PlaceSearch;
  /** Live updates for subscribers (registry locks…), across processes when Redis is configured. */
  events: Events;
  /** The security log (core/security-log.ts): sign-ins, codes, resets, refusals. */
  security: SecurityLog;
  /** How one feature's change causes another's effect, in the same transaction. */
  domainEvents: DomainEvents;
  /** Work a request starts without waiting for it (see BackgroundWork). */
  background: BackgroundWork;
  /** The payment driver (features/billing): undefined when billing is off (`none`). */
  payments: PaymentProvider | undefined;
  /** The local driver itself, for its checkout page and clock-driven moves; only with `local`. */
  localBilling: LocalProvider | undefined;
  /** Billing's now: renewals and period ends follow it; tests and the dev route move it. */
  billingClock: BillingClock;
  /** Share prices, charts and news through the configured provider's cache (issue 19). */
  market: MarketData;
}

/** Facts about the caller's connection that rules use (rate limits key on the address). */
export interface RequestMeta {
  ip: string;
  /** The client's claim of its browser, for naming the device of a new session; never trusted. */
  userAgent?: string;
  /** The trusted-device token the browser's cookie holds, checked against its stored hash. */
  deviceToken?: string;
}
