import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { WEBFORM_LIMITS, messages, waitInWords } from '@quorum/shared';
import { tooManyRequests } from '../core/errors';

/**
 * Each limit names what it protects; points are attempts per window. The `…Failures…` limits count
 * only failed attempts (`check` before, `penalize` after a failure), and are keyed so that no one
 * can lock an owner out: a guesser's failures from one address bind that address, and the
 * account-wide ceiling does not apply to a device the owner has already used.
 */
const LIMITS = {
  signInFailuresPerAccountAndAddress: { points: 10, duration: 15 * 60 },
  signInFailuresPerAccount: { points: 50, duration: 60 * 60 },
  signInPerAddress: { points: 50, duration: 15 * 60 },
  codeFailuresPerAccountAndAddress: { points: 10, duration: 15 * 60 },
  codePerEmail: { points: 10, duration: 15 * 60 },
  codePerAddress: { points: 50, duration: 15 * 60 },
  codeSendPerEmail: { points: 5, duration: 15 * 60 },
  passwordResetPerEmail: { points: 5, duration: 60 * 60 },
  passwordResetPerAddress: { points: 20, duration: 60 * 60 },
  registerPerAddress: { points: 20, duration: 60 * 60 },
  accountCheckPerAddress: { points: 30, duration: 60 },
  publicActivityPerAddress: { points: 120, duration: 60 },
  // Each invitation is an email to an address the caller chose: counted per invitation (a batch
  // counts each person). A company brings its whole team in with a few dozen; a stolen admin account
  // must not become a mailer. 20 an hour for one person, 50 a day for the company.
  invitationsPerUser: { points: 20, duration: 60 * 60 },
  invitationsPerCompany: { points: 50, duration: 24 * 60 * 60 },
  // The address search may be Google Places, billed per request: a person filling in addresses
  // makes dozens an hour, a script thousands.
  placeSearchesPerUser: { points: 300, duration: 60 * 60 },
  // Each CSV import writes up to a thousand rows in one transaction.
  registryImportsPerUser: { points: 20, duration: 60 * 60 },
  invitationCheckPerAddress: { points: 30, duration: 60 },
  // Page visits are telemetry: a person clicking through the dashboard all day records one every
  // few seconds at most (about 600 an hour); beyond that the visit is dropped, not refused.
  pageVisitsPerUser: { points: 600, duration: 60 * 60 },
  // Every GraphQL request of a signed-in person, counted after the token is read. The busiest page
  // (the board, live) makes a few dozen a minute; 1,200 (20 a second) stops only a script.
  graphqlRequestsPerUser: { points: 1_200, duration: 60 },
  // A person attaching files all day uploads dozens an hour; a script, hundreds a second.
  uploadsPerUser: { points: 120, duration: 60 * 60 },
  uploadsPerCompany: { points: 600, duration: 60 * 60 },
  // A large file's 5 MB chunks and its completion (an upload itself counts as one upload above):
  // a 4 GB video is 820 chunks; 3,000 an hour is 15 GB, beyond any person's afternoon.
  uploadChunksPerUser: { points: 3_000, duration: 60 * 60 },
  // The help menu's Contact and Give feedback: each is an email to our support address. A person
  // writes a few a day; a script in a stolen session would fill the support inbox.
  supportMessagesPerUser: { points: 10, duration: 60 * 60 },
  supportMessagesPerCompany: { points: 50, duration: 24 * 60 * 60 },
  // The local driver's checkout page takes card numbers from anyone holding its address: a person
  // mistypes a few times, a script tries thousands.
  checkoutPaymentsPerAddress: { points: 20, duration: 15 * 60 },
  // Each plan change or checkout is a call to the payment provider.
  billingChangesPerCompany: { points: 30, duration: 60 * 60 },
  // The investor-facing announcement page: each read records a view, and each vote is a ballot. A
  // reader opens a few a minute; a script inflating views or stuffing ballots, hundreds.
  announcementReadsPerAddress: { points: 120, duration: 60 },
  pollVotesPerAddress: { points: 30, duration: 15 * 60 },
  // The email extension's token calls: a panel refreshes every 15 minutes and signs in rarely; a
  // guesser of codes or refresh tokens would make thousands.
  extensionTokensPerAddress: { points: 60, duration: 15 * 60 },
  webformPerAddress: { points: WEBFORM_LIMITS.perAddressPerMinute, duration: 60 },
  webformPerCompany: { points: WEBFORM_LIMITS.perCompanyPerMinute, duration: 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

/** One person's attempts at one account from one address: what a guesser's failures bind. */
export const accountAndAddress = (email: string, meta: { ip: string }) => `${email}|${meta.ip}`;

export interface RateLimits {
  /**
   * Counts `points` attempts (one unless said) against `key`; throws TOO_MANY_REQUESTS once the
   * window is spent.
   */
  consume(name: LimitName, key: string, points?: number): Promise<void>;
  /** Counts one attempt against `key` and answers whether the window still had room. */
  admits(name: LimitName, key: string): Promise<boolean>;
  /** Refuses with TOO_MANY_REQUESTS when `key` has spent its window, without counting an attempt. */
  check(name: LimitName, key: string): Promise<void>;
  /** Counts one failure against `key` (see `check`). */
  penalize(name: LimitName, key: string): Promise<void>;
  /** Forgets the attempts against `key`, as after a successful sign-in. */
  reset(name: LimitName, key: string): Promise<void>;
}

/** TOO_MANY_REQUESTS saying how long to wait, with the seconds for a Retry-After header. */
function refusal(msBeforeNext: number) {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return tooManyRequests(messages.throttle.tryAgainIn(waitInWords(retryAfter)), { retryAfter });
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
        ? new RateLimiterRedis({
            ...opts,
            storeClient: options.redis,
            useRedisPackage: false,
            // While Redis is away each process counts on its own, so the limits still hold
            // (per process) and sign-in keeps working.
            insuranceLimiter: new RateLimiterMemory(opts),
          })
        : new RateLimiterMemory(opts),
    );
  }
  const limiter = (name: LimitName) => limiters.get(name)!;
  return {
    async consume(name, key, points = 1) {
      try {
        await limiter(name).consume(key, points);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw refusal(error.msBeforeNext);
        throw error;
      }
    },
    async admits(name, key) {
      try {
        await limiter(name).consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async check(name, key) {
      const spent = await limiter(name)
        .get(key)
        .catch(() => null);
      if (spent && spent.consumedPoints >= limiter(name).points) throw refusal(spent.msBeforeNext);
    },
    async penalize(name, key) {
      await limiter(name)
        .penalty(key, 1)
        .catch(() => undefined);
    },
    async reset(name, key) {
      // Forgetting attempts is a courtesy: a store that is away must not fail a good sign-in.
      await limiter(name)
        .delete(key)
        .catch(() => undefined);
    },
  };
}
