import { badInput, serviceUnavailable } from '../core/errors';
import type { DomainError } from '../core/errors';
import { messages } from '@quorum/shared';

/** PostgreSQL's unique_violation, as PGlite and node-postgres report it (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as {
    code?: string;
    constraint?: string;
    constraint_name?: string;
    cause?: unknown;
  } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.code === '23505') return !constraint || (e.constraint ?? e.constraint_name) === constraint;
  return e.cause ? isUniqueViolation(e.cause, constraint) : false;
}

/**
 * PostgreSQL's invalid_text_representation (22P02): a value that is not of its column's type, such
 * as an id that is no UUID. Always the caller's input, never our failure.
 */
export function isInvalidText(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  return e.code === '22P02' || isInvalidText(e.cause);
}

/**
 * PostgreSQL's answers that mean "not now" rather than "never": the server is shutting down or
 * starting (57P01–57P03), the connection failed (class 08), or too many clients (53300).
 */
const UNAVAILABLE_SQLSTATES = /^(57P0[123]|08...|53300)$/;
/** The socket-level failures node-postgres and ioredis surface while a server is away. */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection is closed/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/**
 * Whether an error (however wrapped: Drizzle's DrizzleQueryError, an AggregateError of several
 * addresses) means the database or Redis is away for now, so the caller should hear "try again
 * shortly" (SERVICE_UNAVAILABLE), not "the server failed".
 */
export function isUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string') {
    if (UNAVAILABLE_SQLSTATES.test(e.code) || UNAVAILABLE_NODE_CODES.has(e.code)) return true;
  }
  if (
    typeof e.message === 'string' &&
    UNAVAILABLE_MESSAGES.some((re) => re.test(e.message as string))
  )
    return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isUnavailable(inner, depth + 1)))
    return true;
  return isUnavailable(e.cause, depth + 1);
}

/**
 * A database failure that is not ours to report as one: an id that is no UUID (the caller's input)
 * or an outage (try again shortly). Both transports answer it as this DomainError.
 */
export function expectedFailure(error: unknown): DomainError | undefined {
  if (isInvalidText(error)) return badInput(messages.input.invalidId);
  if (isUnavailable(error)) return serviceUnavailable();
  return undefined;
}
