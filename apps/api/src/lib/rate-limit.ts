import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { WEBFORM_LIMITS, messages } from '@quorum/shared';
import { tooManyRequests } from './errors';

/** Each limit names what it protects; points are attempts per window. */
const LIMITS = {
  signInPerEmail: { points: 10, duration: 15 * 60 },
  signInPerAddress: { points: 50, duration: 15 * 60 },
  codePerEmail: { points: 10, duration: 15 * 60 },
  codePerAddress: { points: 50, duration: 15 * 60 },
  codeSendPerEmail: { points: 5, duration: 15 * 60 },
  passwordResetPerEmail: { points: 5, duration: 60 * 60 },
  passwordResetPerAddress: { points: 20, duration: 60 * 60 },
  registerPerAddress: { points: 20, duration: 60 * 60 },
  accountCheckPerAddress: { points: 30, duration: 60 },
  publicActivityPerAddress: { points: 120, duration: 60 },
  invitationsPerCompany: { points: 30, duration: 60 * 60 },
  invitationCheckPerAddress: { points: 30, duration: 60 },
  webformPerAddress: { points: WEBFORM_LIMITS.perAddressPerMinute, duration: 60 },
  webformPerCompany: { points: WEBFORM_LIMITS.perCompanyPerMinute, duration: 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

export interface RateLimits {
  /** Counts one attempt against `key`; throws TOO_MANY_REQUESTS once the window is spent. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Forgets the attempts against `key`, as after a successful sign-in. */
  reset(name: LimitName, key: string): Promise<void>;
}

export function createRateLimits(options: {
  redis?: Redis | undefined;
  multiplier: number;
  /** Separates the counters of apps sharing one Redis (tests run many side by side). */
  namespace?: string;
}): RateLimits {
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  for (const [name, limit] of Object.entries(LIMITS) as [LimitName, (typeof LIMITS)[LimitName]][]) {
    const opts = {
      keyPrefix: `${options.namespace ?? 'rl'}:${name}`,
      points: Math.ceil(limit.points * options.multiplier),
      duration: limit.duration,
    };
    limiters.set(
      name,
      options.redis
        ? new RateLimiterRedis({ ...opts, storeClient: options.redis, useRedisPackage: false })
        : new RateLimiterMemory(opts),
    );
  }
  const limiter = (name: LimitName) => limiters.get(name)!;
  return {
    async consume(name, key) {
      try {
        await limiter(name).consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyRequests(messages.generic.rateLimited);
        throw error;
      }
    },
    async reset(name, key) {
      await limiter(name).delete(key);
    },
  };
}
