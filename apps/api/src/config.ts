import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  BILLING_ENV,
  billingConfigOf,
  billingProblems,
  billingProductionProblems,
} from './billing-config';
import type { BillingConfig } from './billing-config';
import { keyFromSecret, parseAuthKeys } from './core/keys';
import { EXTENSION_DOWNLOADS_ENV, extensionDownloadsOf } from './extension-downloads-config';
import { EXTENSION_ORIGINS_ENV, extensionOriginsOf } from './extension-origins-config';
import type { ExtensionDownloadsConfig } from './extension-downloads-config';
import {
  SIGN_IN_PROVIDERS_ENV,
  signInProvidersOf,
  signInProvidersProductionProblems,
} from './sign-in-providers-config';
import type { SignInProvidersConfig } from './sign-in-providers-config';
import { MARKET_DATA_ENV, marketDataConfigOf, marketDataProblems } from './market-data-config';
import type { MarketDataConfig } from './market-data-config';
import { STORAGE_ENV, storageConfigOf, storageProblems } from './storage-config';
import type { StorageConfig } from './storage-config';
import type { AuthKey } from './core/keys';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback unless told otherwise: a server reachable from the network is a decision, not a default.
  HOST: z.string().default('127.0.0.1'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  UPLOADS_DIR: z.string().optional(),
  ...STORAGE_ENV,
  ...MARKET_DATA_ENV,
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // The migrations' own connection (npm run db:migrate), whose role may change the schema; the
  // server's DATABASE_URL role then needs only to read and write rows.
  MIGRATION_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Production runs migrations as their own step (npm run db:migrate) unless this says otherwise.
  MIGRATE_ON_START: booleanFromEnv.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Quorum <no-reply@quorum.dev>'),
  // Where the help menu's Contact and Give feedback messages go; required in production.
  SUPPORT_EMAIL: z.email().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // The key ring: "kid1:secret1,kid2:secret2", the first current, the others still accepted.
  AUTH_KEYS: z
    .string()
    .transform((text, ctx): AuthKey[] => {
      const parsed = parseAuthKeys(text);
      if (Array.isArray(parsed)) return parsed;
      for (const message of parsed.problems) ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFromEnv.optional(),
  DEV_TOOLS: booleanFromEnv.optional(),
  // Whose X-Forwarded-For to believe: the reverse proxies' addresses (CIDR, or proxy-addr's names
  // loopback, linklocal, uniquelocal). Only a peer on the list may say who the client is.
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx): TrustProxy => {
      if (value === 'false' || value === '') return false;
      if (value === 'true' || /^\d+$/.test(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `'${value}' cannot tell a proxy from a client that sends X-Forwarded-For itself: give the proxies' addresses (for example 10.0.0.0/8 or loopback)`,
        });
        return z.NEVER;
      }
      return value.split(',').map((address) => address.trim());
    }),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  // Prometheus must present it to read /metrics; without it production does not serve them.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // The breached-password range API (Have I Been Pwned's is https://api.pwnedpasswords.com/range/).
  // Unset: no breach check. Blank means unset, as for the Maps key.
  PWNED_PASSWORDS_URL: z
    .string()
    .trim()
    .transform((url) => url || undefined)
    .pipe(z.url().optional())
    .optional(),
  ...BILLING_ENV,
  ...SIGN_IN_PROVIDERS_ENV,
  ...EXTENSION_DOWNLOADS_ENV,
  ...EXTENSION_ORIGINS_ENV,
  // A blank line in an env file (`GOOGLE_MAPS_API_KEY=`) means no key, not an invalid one.
  GOOGLE_MAPS_API_KEY: z
    .string()
    .trim()
    .transform((key) => key || undefined)
    .optional(),
});

export type Config = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  /** Uploaded files on local disk. */
  uploadsDir: string;
  /** Where uploaded files live: on disk under uploadsDir, or in an S3 bucket. */
  storage: StorageConfig;
  databaseUrl: string | undefined;
  /** The connection migrations use (its role owns the schema); DATABASE_URL's when unset. */
  migrationDatabaseUrl: string | undefined;
  /** Whether the server migrates the database as it starts: not in production unless asked. */
  migrateOnStart: boolean;
  databasePoolSize: number;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The support address: the help menu's messages are emailed there. */
  supportEmail: string;
  /**
   * The key ring's secrets (core/keys.ts), the current first: AUTH_KEYS, then JWT_SECRET as a
   * key of its own, so the two together rotate from one to the other.
   */
  authKeys: AuthKey[];
  logLevel: string;
  seedDemo: boolean;
  /**
   * The development conveniences: the dev mailbox, the email previews, codes in the log. On only
   * outside production, and there only when bound to loopback or asked for (DEV_TOOLS=true).
   */
  devTools: boolean;
  /** False, or the addresses of the reverse proxies whose X-Forwarded-For is believed. */
  trustProxy: TrustProxy;
  rateLimitMultiplier: number;
  /** Google Places (New) for the address search; without it the offline postcode data answers. */
  googleMapsApiKey: string | undefined;
  /** The breached-password range API (k-anonymity); unset, passwords are not checked there. */
  pwnedPasswordsUrl: string | undefined;
  /** How long a breached-password check may take before the password is accepted unchecked. */
  pwnedPasswordsTimeoutMs: number;
  /** The bearer token a Prometheus scrape of /metrics must carry. */
  metricsToken: string | undefined;
  /** How long a GraphQL WebSocket may stay open without sending connection_init. (ours) */
  socketInitTimeoutMs: number;
  /** How many GraphQL WebSockets one client address may hold open on one process. (ours) */
  socketsPerAddress: number;
  /** The payment driver, and for `none` the plan every company has. */
  billing: BillingConfig;
  /** Google and Microsoft sign-in: each null unless its client id is set. */
  signInProviders: SignInProvidersConfig;
  /** The email extension's exact origins (EXTENSION_ORIGINS; the test key's outside production). */
  extensionOrigins: string[];
  /** Where a provider may send an extension's sign-in back (see extensionRedirectUrisOf). */
  extensionRedirectUris: string[];
  /** "Download extension": the built zips' folder and any store listings. */
  extensionDownloads: ExtensionDownloadsConfig;
  /** The market-data provider and how often and how much it is asked (issue 19). */
  marketData: MarketDataConfig;
};

export type TrustProxy = false | string[];

/** Outside production, support messages go here: the dev mailbox shows them. */
export const DEVELOPMENT_SUPPORT_EMAIL = 'support@quorum.local';

export class ConfigError extends Error {}

/** Parses the environment once; a missing or wrong value stops the start with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withSecretFiles(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const settings = [...billingProblems(e), ...storageProblems(e), ...marketDataProblems(e)];
  if (settings.length > 0)
    throw new ConfigError(`Invalid configuration:\n${settings.map((p) => `  ${p}`).join('\n')}`);
  if (e.NODE_ENV === 'production') {
    const problems = productionProblems(e);
    if (problems.length > 0)
      throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  const devTools = e.NODE_ENV !== 'production' && (e.DEV_TOOLS ?? isLoopback(e.HOST));
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    storage: storageConfigOf(e),
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL ?? e.DATABASE_URL,
    migrateOnStart: e.MIGRATE_ON_START ?? e.NODE_ENV !== 'production',
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL ?? DEVELOPMENT_SUPPORT_EMAIL,
    authKeys: keyRingOf(e, dataDir),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? devTools,
    devTools,
    trustProxy: e.TRUST_PROXY,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    metricsToken: e.METRICS_TOKEN,
    pwnedPasswordsUrl: e.PWNED_PASSWORDS_URL,
    // Registration waits on it: two seconds, then the check is skipped (and logged).
    pwnedPasswordsTimeoutMs: 2_000,
    socketInitTimeoutMs: 10_000,
    // A dashboard tab holds one socket. An investor-relations team is a handful of people, often
    // behind one office address, with a tab or three each: 50 leaves them room, while one client
    // can no longer hold hundreds of connections open.
    socketsPerAddress: 50,
    billing: billingConfigOf(e),
    signInProviders: signInProvidersOf(e),
    ...extensionOriginsOf(e),
    extensionDownloads: extensionDownloadsOf(e),
    marketData: marketDataConfigOf(e),
  };
}

/**
 * What `npm run db:migrate` needs, and no more: where the database is and whose role to use
 * (MIGRATION_DATABASE_URL, else DATABASE_URL, else the embedded PGlite under DATA_DIR). In
 * production it must travel over TLS, as the server's connection must.
 */
export function loadMigrationConfig(env: NodeJS.ProcessEnv = process.env) {
  const migrationSchema = envSchema.pick({
    NODE_ENV: true,
    DATA_DIR: true,
    DATABASE_URL: true,
    MIGRATION_DATABASE_URL: true,
  });
  const parsed = migrationSchema.safeParse(withSecretFiles(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const databaseUrl = e.MIGRATION_DATABASE_URL ?? e.DATABASE_URL;
  if (e.NODE_ENV === 'production' && databaseUrl && !TLS_SSL_MODES.includes(sslModeOf(databaseUrl)))
    throw new ConfigError(
      'Invalid configuration:\n  MIGRATION_DATABASE_URL: must ask for TLS in production (sslmode=require or verify-full)',
    );
  return { dataDir: path.resolve(e.DATA_DIR), databaseUrl };
}

/** Loopback addresses: a server bound to one is reachable from this machine only. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

const TLS_SSL_MODES = ['require', 'verify-ca', 'verify-full'];

/**
 * What a production start refuses: anything that would send secrets or personal data in clear,
 * or leave the development conveniences and the demo's known password on a live server.
 */
function productionProblems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (!e.JWT_SECRET && !e.AUTH_KEYS)
    problems.push('AUTH_KEYS or JWT_SECRET: required in production');
  // Without SMTP, mail waits in the outbox for a mailbox page that production does not serve:
  // sign-in codes, invitations and investors' answers would silently never arrive.
  if (!e.SMTP_URL)
    problems.push('SMTP_URL: required in production (sign-in codes and answers are sent by email)');
  else if (!e.SMTP_URL.startsWith('smtps://') && !/[?&]requireTLS=true\b/.test(e.SMTP_URL))
    problems.push('SMTP_URL: must use TLS in production (smtps://, or smtp://…?requireTLS=true)');
  problems.push(...billingProductionProblems(e));
  problems.push(...signInProvidersProductionProblems(e));
  // Without it, customers' messages would go to the development address and reach nobody.
  if (!e.SUPPORT_EMAIL)
    problems.push("SUPPORT_EMAIL: required in production (the help menu's messages go there)");
  if (!e.APP_URL?.startsWith('https://'))
    problems.push('APP_URL: must be the https:// address people use, in production');
  if (e.DATABASE_URL && !TLS_SSL_MODES.includes(sslModeOf(e.DATABASE_URL)))
    problems.push('DATABASE_URL: must ask for TLS in production (sslmode=require or verify-full)');
  if (e.REDIS_URL && !e.REDIS_URL.startsWith('rediss://'))
    problems.push('REDIS_URL: must use TLS in production (rediss://)');
  if (e.SEED_DEMO) problems.push('SEED_DEMO: the demo accounts are never seeded in production');
  if (e.DEV_TOOLS) problems.push('DEV_TOOLS: the development tools are never on in production');
  return problems;
}

const sslModeOf = (databaseUrl: string) => {
  try {
    return new URL(databaseUrl).searchParams.get('sslmode') ?? '';
  } catch {
    return '';
  }
};

/**
 * Every variable the schema knows may instead be read from a file named by `<NAME>_FILE` (a
 * container's mounted secret), trimmed; naming both is refused, as one would silently win.
 */
function withSecretFiles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const resolved = { ...env };
  const problems: string[] = [];
  for (const name of Object.keys(envSchema.shape)) {
    const file = env[`${name}_FILE`];
    if (file === undefined || file === '') continue;
    if (env[name] !== undefined) {
      problems.push(`${name}: set ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      resolved[name] = readFileSync(file, 'utf8').trim();
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      problems.push(`${name}_FILE: cannot read ${file} (${reason})`);
    }
  }
  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return resolved;
}

/** AUTH_KEYS, then JWT_SECRET as one more key; outside production a local secret if neither. */
function keyRingOf(e: z.infer<typeof envSchema>, dataDir: string): AuthKey[] {
  const keys = [...(e.AUTH_KEYS ?? [])];
  if (e.JWT_SECRET) {
    const key = keyFromSecret(e.JWT_SECRET);
    if (!keys.some((k) => k.kid === key.kid || k.secret === key.secret)) keys.push(key);
  }
  return keys.length > 0 ? keys : [keyFromSecret(localJwtSecret(dataDir))];
}

/** Outside production a secret is made once and kept beside the data, so sessions survive restarts. */
function localJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
