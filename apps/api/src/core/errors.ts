import { messages } from '@quorum/shared';
import type { ErrorCode } from '@quorum/shared';

/** An expected failure with a code clients branch on and a message people read. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badInput = (message: string, details?: Record<string, unknown>) =>
  new DomainError('BAD_USER_INPUT', message, details);
export const unauthenticated = (message: string) => new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
/** A Freemium refusal: the words the screen's upgrade prompt matches. */
export const paymentRequired = (message: string) => new DomainError('PAYMENT_REQUIRED', message);
export const tooManyRequests = (message: string, details?: { retryAfter: number }) =>
  new DomainError('TOO_MANY_REQUESTS', message, details);
/** The database or Redis is away for a moment; nothing was changed and a retry will work. */
export const serviceUnavailable = () =>
  new DomainError('SERVICE_UNAVAILABLE', messages.availability.serviceUnavailable);
/**
 * Something failed that the caller cannot fix; its details are in the log, never in the answer.
 * The request id, when known, finds that log line.
 */
export const internalFailure = (requestId?: string) =>
  new DomainError(
    'INTERNAL_SERVER_ERROR',
    requestId ? messages.availability.serverWithReference(requestId) : messages.generic.server,
    requestId ? { requestId } : undefined,
  );
