import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimits } from './rate-limit';

// A port nothing listens on: Redis is away for the whole test.
const redis = new Redis('redis://127.0.0.1:1', {
  enableOfflineQueue: false,
  lazyConnect: false,
  maxRetriesPerRequest: 0,
  retryStrategy: () => 1000,
});
redis.on('error', () => undefined);
afterAll(() => redis.disconnect());

describe('rate limits while Redis is away', () => {
  const limits = createRateLimits({ redis, multiplier: 1, namespace: 'rl-outage' });

  it('still admit a sign-in instead of failing it', async () => {
    await expect(limits.consume('signInPerAddress', '192.0.2.1')).resolves.toBeUndefined();
    await expect(
      limits.reset('signInFailuresPerAccount', 'a@example.com'),
    ).resolves.toBeUndefined();
  });

  it('still count in this process, so 50 sign-ins in 15 minutes from one address are the most', async () => {
    for (let i = 0; i < 50; i++) await limits.consume('signInPerAddress', '192.0.2.2');
    await expect(limits.consume('signInPerAddress', '192.0.2.2')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('still count failures, so ten wrong passwords from one address are the most', async () => {
    const key = 'b@example.com|192.0.2.3';
    for (let i = 0; i < 10; i++) await limits.penalize('signInFailuresPerAccountAndAddress', key);
    await expect(limits.check('signInFailuresPerAccountAndAddress', key)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      details: { retryAfter: expect.any(Number) },
    });
  });
});
