import { UPLOAD, messages } from '@quorum/shared';
import { isApiError } from '@/lib/graphql';

/** A request that got no answer within its time (spec: a chunk fails after 120 s). */
export class RequestTimeout extends Error {
  override readonly name = 'RequestTimeout';
  constructor() {
    super(messages.generic.offline);
  }
}

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * Ours: six tries a step, 1, 2, 4, 8 and 16 s apart (with jitter), so half a minute of a dropped
 * connection passes unnoticed; longer, the entry fails and its Retry resumes from the held chunks.
 */
export const UPLOAD_RETRY: RetryPolicy = { attempts: 6, baseDelayMs: 1_000, maxDelayMs: 30_000 };

/** Exponential, with the upper half jittered so uploads that failed together do not retry together. */
export function backoffDelay(
  retry: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
) {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Refusals that a second try may pass: a chunk damaged on the way, an upload still finishing. */
const PASSING_REFUSALS: readonly string[] = [
  messages.uploads.chunkChecksumMismatch,
  messages.uploads.uploadCompleting,
];

/**
 * Worth another try: no answer, a timeout, the server's own failure or its rate limit, or one of
 * the passing refusals. Any other refusal of what was sent (too large, wrong type, not found)
 * would only be refused again.
 */
export function isRetryable(error: unknown) {
  return (
    error instanceof RequestTimeout ||
    isApiError(error, 'NETWORK_ERROR') ||
    isApiError(error, 'INTERNAL_SERVER_ERROR') ||
    isApiError(error, 'TOO_MANY_REQUESTS') ||
    (isApiError(error) && PASSING_REFUSALS.includes(error.message))
  );
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** While the browser says it is offline, wait for the connection rather than spend the tries. */
function untilOnline(signal: AbortSignal): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const online = () => {
      signal.removeEventListener('abort', stop);
      resolve();
    };
    const stop = () => {
      window.removeEventListener('online', online);
      reject(signal.reason as Error);
    };
    window.addEventListener('online', online, { once: true });
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Runs `request` with its own abort signal that fires after `timeoutMs`, or when `signal` does.
 * A timeout comes back as RequestTimeout; the caller's own abort as its reason.
 */
export async function withTimeout<T>(
  signal: AbortSignal,
  request: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number = UPLOAD.chunkTimeoutMs,
): Promise<T> {
  signal.throwIfAborted();
  const controller = new AbortController();
  const timeout = new RequestTimeout();
  const timer = setTimeout(() => controller.abort(timeout), timeoutMs);
  const forward = () => controller.abort(signal.reason);
  signal.addEventListener('abort', forward, { once: true });
  try {
    return await request(controller.signal);
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (controller.signal.reason === timeout) throw timeout;
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', forward);
  }
}

export interface RetryOptions {
  policy?: RetryPolicy;
  timeoutMs?: number;
  /** Jitter's source; a test fixes it. */
  random?: () => number;
}

/**
 * Runs one request of an upload (a chunk, the create or complete call) with the 120 s timeout,
 * trying again after a retryable failure with backoff; the last failure is thrown.
 */
export async function withRetries<T>(
  signal: AbortSignal,
  request: (signal: AbortSignal) => Promise<T>,
  {
    policy = UPLOAD_RETRY,
    timeoutMs = UPLOAD.chunkTimeoutMs,
    random = Math.random,
  }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await withTimeout(signal, request, timeoutMs);
    } catch (error) {
      if (signal.aborted || !isRetryable(error) || attempt + 1 >= policy.attempts) throw error;
      await untilOnline(signal);
      await sleep(backoffDelay(attempt, policy, random), signal);
    }
  }
}
