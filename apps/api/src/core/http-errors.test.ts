import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { badInput, tooManyRequests } from './errors';
import { registerErrorHandler, sendDomainError } from './http-errors';

async function appThrowing(error: unknown) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/thrown', async () => {
    throw error;
  });
  app.get('/sent', async (_request, reply) => sendDomainError(reply, error));
  await app.ready();
  return app;
}

describe('REST errors', () => {
  it('answers a rate limit with 429 and Retry-After in seconds, thrown or sent', async () => {
    const app = await appThrowing(tooManyRequests('Too many attempts.', { retryAfter: 42 }));
    for (const url of ['/thrown', '/sent']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe('42');
      expect(response.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    }
  });

  it('keeps a refusal’s code, words and fields', async () => {
    const app = await appThrowing(
      badInput('Please fill out your email address.', { fields: { email: 'x' } }),
    );
    const response = await app.inject({ url: '/sent' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please fill out your email address.',
      fields: { email: 'x' },
    });
  });

  it('answers an unexpected failure with 500, the generic words and a reference, and nothing of the error', async () => {
    const app = await appThrowing(
      new Error('Failed query: select * from users where email = $1 params: a@b.com'),
    );
    const response = await app.inject({ url: '/thrown' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.code).toBe('INTERNAL_SERVER_ERROR');
    expect(body.message).toBe(messages.availability.serverWithReference(body.requestId));
    expect(response.body).not.toMatch(/select|a@b\.com/);
  });

  it('answers a database outage with 503 and words that say to try again', async () => {
    const app = await appThrowing(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    );
    const response = await app.inject({ url: '/thrown' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: messages.availability.serviceUnavailable,
    });
  });
});
