import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('stops with a message naming the variable that is wrong', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://nope', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /DATABASE_URL: must start with postgres:\/\//,
    );
  });

  it('refuses to run in production without a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toThrow(
      /JWT_SECRET: required in production/,
    );
  });

  it('refuses to run in production without SMTP, where mail would silently never be sent', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /SMTP_URL: required in production/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com:587',
    });
    expect(config.smtpUrl).toBe('smtp://mail.example.com:587');
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
