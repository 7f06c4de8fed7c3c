import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** A production environment that passes every check. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  APP_URL: 'https://ir.example.com',
  SMTP_URL: 'smtps://mail.example.com:465',
  DATABASE_URL: 'postgres://db.internal/quorum?sslmode=verify-full',
  REDIS_URL: 'rediss://cache.internal:6380',
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
});
