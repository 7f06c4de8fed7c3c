import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageHeadersOf, registerPageHeaders } from './page-headers';

describe('the page security headers', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerPageHeaders(app, { strictTransportSecurity: false });
    app.get('/page', async () => 'a page');
    app.get('/own', { helmet: false }, async (_request, reply) =>
      reply.header('x-frame-options', 'ALLOW-FROM https://company.example').send('framed'),
    );
    // As serve-web-app.ts does for its hashed assets: a later onRoute hook opts a family out.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/family/'))
        route.config = Object.assign(route.config ?? {}, { helmet: { skipRoute: true } as const });
    });
    app.get('/family/file', async () => 'a file');
    app.get('/broken', async () => {
      throw new Error('broken');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('are on a page, a 404 and an error answer alike', async () => {
    for (const url of ['/page', '/nowhere', '/broken']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });

  it('are left off a route that sends its own (helmet: false)', async () => {
    const response = await app.inject({ method: 'GET', url: '/own' });
    expect(response.headers['x-frame-options']).toBe('ALLOW-FROM https://company.example');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBeUndefined();
  });

  it('are left off a family of routes a later hook opts out', async () => {
    const response = await app.inject({ method: 'GET', url: '/family/file' });
    expect(response.body).toBe('a file');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('follow the options they were made with: no HSTS when it is set elsewhere, the policy given', () => {
    expect(pageHeadersOf({})['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(
      pageHeadersOf({ strictTransportSecurity: false })['strict-transport-security'],
    ).toBeUndefined();
    const policy = { useDefaults: false, directives: { defaultSrc: ["'none'"] } };
    expect(pageHeadersOf({ contentSecurityPolicy: policy })['content-security-policy']).toBe(
      "default-src 'none'",
    );
  });
});
