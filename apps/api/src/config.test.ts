import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { firefoxRedirectUri } from './extension-origins-config';
import { keyFromSecret } from './core/keys';

/** A file holding a secret, as a container's mounted secret would. */
function secretFile(content: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'quorum-secret-')), 'secret');
  writeFileSync(file, content);
  return file;
}

/** A production environment that passes every check. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  APP_URL: 'https://ir.example.com',
  SMTP_URL: 'smtps://mail.example.com:465',
  DATABASE_URL: 'postgres://db.internal/quorum?sslmode=verify-full',
  REDIS_URL: 'rediss://cache.internal:6380',
  BILLING_DRIVER: 'none',
  SUPPORT_EMAIL: 'support@ir.example.com',
};

describe('configuration', () => {
  it('stops with a message naming the variable that is wrong', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://nope', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /DATABASE_URL: must start with postgres:\/\//,
    );
  });

  it('refuses to run in production without a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://mail:465' })).toThrow(
      /JWT_SECRET: required in production/,
    );
  });

  it('refuses to run in production without SMTP, where mail would silently never be sent', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /SMTP_URL: required in production/,
    );
    const config = loadConfig({ ...PRODUCTION, SMTP_URL: 'smtps://mail.example.com:465' });
    expect(config.smtpUrl).toBe('smtps://mail.example.com:465');
  });

  it('refuses the local test checkout in production, where anyone could pay with a test card', () => {
    expect(() => loadConfig({ ...PRODUCTION, BILLING_DRIVER: 'local' })).toThrow(
      /BILLING_DRIVER: must be stripe or none in production/,
    );
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).billing.driver).toBe('local');
  });

  it('puts every company of a self-hosted install on Premium unless told otherwise', () => {
    const config = loadConfig({ ...PRODUCTION });
    expect(config.billing).toMatchObject({ driver: 'none', selfHostedPlan: 'premium' });
    expect(loadConfig({ ...PRODUCTION, SELF_HOSTED_PLAN: 'freemium' }).billing.selfHostedPlan).toBe(
      'freemium',
    );
  });

  it('sends the help menu’s messages to SUPPORT_EMAIL, and outside production to a local address', () => {
    expect(loadConfig(PRODUCTION).supportEmail).toBe('support@ir.example.com');
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).supportEmail).toBe('support@quorum.local');
    expect(() =>
      loadConfig({ JWT_SECRET: 'x'.repeat(40), SUPPORT_EMAIL: 'not an address' }),
    ).toThrow(/SUPPORT_EMAIL/);
  });

  it('refuses to run in production without SUPPORT_EMAIL, where customers’ messages would reach nobody', () => {
    const { SUPPORT_EMAIL: _unset, ...withoutSupport } = PRODUCTION;
    expect(() => loadConfig(withoutSupport)).toThrow(/SUPPORT_EMAIL: required in production/);
  });

  it('refuses the stripe driver without its secret key or its webhook signing secret', () => {
    const stripe = { JWT_SECRET: 'x'.repeat(40), BILLING_DRIVER: 'stripe' };
    expect(() => loadConfig(stripe)).toThrow(
      /STRIPE_SECRET_KEY: required when BILLING_DRIVER is stripe/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when BILLING_DRIVER is stripe/,
    );
    expect(() =>
      loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_a' }),
    ).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(
      loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_a' })
        .billing.stripe,
    ).toEqual({ secretKey: 'sk_live_abc', webhookSecret: 'whsec_a', apiBase: null });
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).billing.stripe).toBeNull();
  });

  it('talks to a fake Stripe only with a test key and never in production', () => {
    const fake = {
      JWT_SECRET: 'x'.repeat(40),
      BILLING_DRIVER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    };
    expect(loadConfig(fake).billing.stripe?.apiBase).toBe('http://127.0.0.1:12111');
    expect(() => loadConfig({ ...fake, STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(
      /STRIPE_API_BASE: only with a test key/,
    );
    expect(() => loadConfig({ ...PRODUCTION, ...fake, NODE_ENV: 'production' })).toThrow(
      /STRIPE_API_BASE: a fake Stripe for tests, never set in production/,
    );
    expect(() => loadConfig({ ...fake, STRIPE_API_BASE: 'file:///etc/passwd' })).toThrow(
      /STRIPE_API_BASE/,
    );
  });

  it('binds to loopback unless told otherwise', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).host).toBe('127.0.0.1');
  });

  it('turns the development tools and the demo seed on only on loopback, or when asked', () => {
    const at = (env: Record<string, string>) => loadConfig({ JWT_SECRET: 'x'.repeat(40), ...env });
    for (const host of ['127.0.0.1', 'localhost', '::1'])
      expect(at({ HOST: host })).toMatchObject({ devTools: true, seedDemo: true });
    expect(at({ HOST: '0.0.0.0' })).toMatchObject({ devTools: false, seedDemo: false });
    expect(at({ HOST: '10.1.2.3', DEV_TOOLS: 'true' }).devTools).toBe(true);
    expect(at({ HOST: '127.0.0.1', DEV_TOOLS: 'false' }).devTools).toBe(false);
  });

  it('starts in production with TLS everywhere and no development tools or demo', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ env: 'production', devTools: false, seedDemo: false });
    expect(config.appUrl).toBe('https://ir.example.com');
  });

  it('refuses a production start that would travel in clear, naming each problem', () => {
    const refusal = (env: Record<string, string>) => () => loadConfig({ ...PRODUCTION, ...env });
    expect(refusal({ APP_URL: 'http://ir.example.com' })).toThrow(/APP_URL: must be the https:/);
    expect(refusal({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(/SMTP_URL: must use TLS/);
    expect(
      loadConfig({ ...PRODUCTION, SMTP_URL: 'smtp://mail.example.com:587/?requireTLS=true' })
        .smtpUrl,
    ).toContain('requireTLS=true');
    expect(refusal({ DATABASE_URL: 'postgres://db.internal/quorum' })).toThrow(
      /DATABASE_URL: must ask for TLS/,
    );
    expect(refusal({ DATABASE_URL: 'postgres://db.internal/quorum?sslmode=disable' })).toThrow(
      /DATABASE_URL: must ask for TLS/,
    );
    expect(refusal({ REDIS_URL: 'redis://cache.internal:6379' })).toThrow(
      /REDIS_URL: must use TLS/,
    );
  });

  it('refuses the demo seed and the development tools in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ ...PRODUCTION, DEV_TOOLS: 'true' })).toThrow(/DEV_TOOLS/);
  });

  it('derives the public URL from the port when APP_URL is not set', () => {
    const config = loadConfig({ PORT: '4100', JWT_SECRET: 'x'.repeat(40) });
    expect(config.appUrl).toBe('http://localhost:4100');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads a Google Maps key when one is set and treats a blank one as none', () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...secret, GOOGLE_MAPS_API_KEY: 'maps-key' }).googleMapsApiKey).toBe(
      'maps-key',
    );
    expect(loadConfig({ ...secret, GOOGLE_MAPS_API_KEY: '' }).googleMapsApiKey).toBeUndefined();
    expect(loadConfig(secret).googleMapsApiKey).toBeUndefined();
  });

  it('reads the key ring from AUTH_KEYS, the first current, and a JWT_SECRET beside it as one more key', () => {
    const current = 'c'.repeat(32);
    const previous = 'p'.repeat(32);
    expect(loadConfig({ AUTH_KEYS: `k2:${current},k1:${previous}` }).authKeys).toEqual([
      { kid: 'k2', secret: current },
      { kid: 'k1', secret: previous },
    ]);
    const jwtSecret = 'x'.repeat(40);
    expect(loadConfig({ AUTH_KEYS: `k2:${current}`, JWT_SECRET: jwtSecret }).authKeys).toEqual([
      { kid: 'k2', secret: current },
      keyFromSecret(jwtSecret),
    ]);
    expect(loadConfig({ JWT_SECRET: jwtSecret }).authKeys).toEqual([keyFromSecret(jwtSecret)]);
  });

  it('refuses a key shorter than 32 bytes, in production and out of it, naming the key', () => {
    const short = { AUTH_KEYS: `k1:${'s'.repeat(31)}` };
    expect(() => loadConfig(short)).toThrow(
      /AUTH_KEYS: key 'k1': its secret must be at least 32 bytes/,
    );
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: undefined, ...short })).toThrow(
      /AUTH_KEYS: key 'k1': its secret must be at least 32 bytes/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'y'.repeat(31) })).toThrow(
      /JWT_SECRET: must be at least 32 characters/,
    );
  });

  it('starts in production with AUTH_KEYS in place of JWT_SECRET', () => {
    const config = loadConfig({
      ...PRODUCTION,
      JWT_SECRET: undefined,
      AUTH_KEYS: `k1:${'k'.repeat(32)}`,
    });
    expect(config.authKeys.map((key) => key.kid)).toEqual(['k1']);
  });

  it('reads a secret from <NAME>_FILE, trimmed', () => {
    const jwtSecret = 'f'.repeat(40);
    const config = loadConfig({
      JWT_SECRET_FILE: secretFile(`  ${jwtSecret}\n`),
      AUTH_KEYS_FILE: secretFile(`k1:${'a'.repeat(32)}\n`),
      SMTP_URL_FILE: secretFile('smtps://user:pass@mail.example.com:465\n'),
      DATABASE_URL_FILE: secretFile('postgres://app:pass@db/quorum\n'),
      REDIS_URL_FILE: secretFile('redis://:pass@cache:6379\n'),
    });
    expect(config.authKeys).toEqual([
      { kid: 'k1', secret: 'a'.repeat(32) },
      keyFromSecret(jwtSecret),
    ]);
    expect(config.smtpUrl).toBe('smtps://user:pass@mail.example.com:465');
    expect(config.databaseUrl).toBe('postgres://app:pass@db/quorum');
    expect(config.redisUrl).toBe('redis://:pass@cache:6379');
  });

  it('refuses a variable set both directly and through <NAME>_FILE, and a file it cannot read', () => {
    expect(() =>
      loadConfig({ JWT_SECRET: 'x'.repeat(40), JWT_SECRET_FILE: secretFile('y'.repeat(40)) }),
    ).toThrow(/JWT_SECRET: set JWT_SECRET or JWT_SECRET_FILE, not both/);
    expect(() => loadConfig({ JWT_SECRET_FILE: '/nonexistent/quorum-secret' })).toThrow(
      /JWT_SECRET_FILE: cannot read \/nonexistent\/quorum-secret \(ENOENT\)/,
    );
  });

  it('migrates at start outside production, and in production only when MIGRATE_ON_START=true', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).migrateOnStart).toBe(true);
    expect(loadConfig(PRODUCTION).migrateOnStart).toBe(false);
    expect(loadConfig({ ...PRODUCTION, MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(true);
  });

  it('migrates through MIGRATION_DATABASE_URL, or DATABASE_URL without it', () => {
    expect(loadConfig(PRODUCTION).migrationDatabaseUrl).toBe(PRODUCTION.DATABASE_URL);
    const owner = 'postgres://owner@db.internal/quorum?sslmode=verify-full';
    expect(loadConfig({ ...PRODUCTION, MIGRATION_DATABASE_URL: owner }).migrationDatabaseUrl).toBe(
      owner,
    );
  });
});

describe('where a provider may send the email extension’s sign-in back', () => {
  it('is Chrome’s chromiumapp.org address of each chrome-extension origin, and the configured others', () => {
    const config = loadConfig({
      ...PRODUCTION,
      EXTENSION_ORIGINS: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop,moz-extension://1234',
      EXTENSION_REDIRECT_URIS: 'https://0123456789abcdef.extensions.allizom.org/',
    });
    expect(config.extensionRedirectUris).toEqual([
      'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/',
      'https://0123456789abcdef.extensions.allizom.org/',
    ]);
  });

  it('refuses a configured address that is not https://<host>/', () => {
    expect(() =>
      loadConfig({ ...PRODUCTION, EXTENSION_REDIRECT_URIS: 'http://example.com/callback' }),
    ).toThrow(/EXTENSION_REDIRECT_URIS: 'http:\/\/example.com\/callback' is not an extension/);
  });
});

describe('the email extension’s Firefox build outside production', () => {
  it('may finish its sign-in at its own redirect address, which production must list itself', () => {
    const firefox = firefoxRedirectUri('email-extension@quorum');
    expect(firefox).toMatch(/^https:\/\/[0-9a-f]{40}\.extensions\.allizom\.org\/$/);
    expect(firefoxRedirectUri('another@add-on')).not.toBe(firefox);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).extensionRedirectUris).toContain(firefox);
    expect(loadConfig(PRODUCTION).extensionRedirectUris).not.toContain(firefox);
  });
});
