import type { FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '@quorum/shared';
import { REFUSAL_CODES, createSecurityLog } from './security-log';
import type { ErrorCode } from '@quorum/shared';
import { DomainError } from './errors';
import { expectedFailure } from '../lib/pg-errors';

/** The HTTP status each of our error codes answers with on a REST route. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

interface HttpErrorBody {
  statusCode: number;
  code: string;
  message: string;
  requestId?: string;
}

/**
 * What a REST caller reads when a route throws: our own refusals with their code and words,
 * Fastify's refusals of a body in plain words, an outage as 503, and anything else as a 500 that
 * leaks nothing but the request id, which finds the details in the log.
 */
export function httpErrorBody(
  error: { statusCode?: number; message: string; code?: string },
  requestId: string,
): HttpErrorBody {
  if (error instanceof DomainError) {
    return { statusCode: HTTP_STATUS[error.code], code: error.code, message: error.message };
  }
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) {
    const message =
      status === 413
        ? messages.generic.requestTooLarge
        : status === 415 || status === 400
          ? messages.generic.invalidRequest
          : error.message;
    return { statusCode: status, code: error.code ?? 'ERROR', message };
  }
  const expected = expectedFailure(error);
  if (expected) return httpErrorBody(expected, requestId);
  return {
    statusCode: 500,
    code: 'INTERNAL_SERVER_ERROR',
    message: messages.availability.serverWithReference(requestId),
    requestId,
  };
}

/**
 * A refusal as every REST route answers it: the status of its code, `{ code, message }` and each
 * field's message if any, and Retry-After on a 429. Anything else goes on to the error handler.
 */
export function sendDomainError(reply: FastifyReply, error: unknown) {
  if (!(error instanceof DomainError)) throw error;
  if (REFUSAL_CODES.includes(error.code))
    createSecurityLog(reply.log).record({
      event: 'request.refused',
      outcome: 'failure',
      reason: error.code,
      target: `${reply.request.method} ${reply.request.routeOptions.url ?? reply.request.url}`,
      companyId: reply.request.companyId,
      ip: reply.request.ip,
      requestId: reply.request.id,
    });
  const fields = error.details?.fields;
  const retryAfter = error.details?.retryAfter;
  if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  return reply
    .status(HTTP_STATUS[error.code])
    .send({ code: error.code, message: error.message, ...(fields ? { fields } : {}) });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(
    (error: { statusCode?: number; message: string; code?: string }, request, reply) => {
      if (error instanceof DomainError) return sendDomainError(reply, error);
      const body = httpErrorBody(error, request.id);
      if (body.statusCode === 500) request.log.error({ err: error }, 'unhandled error');
      if (body.statusCode === 503) request.log.warn({ err: error }, 'a service is unavailable');
      reply.status(body.statusCode).send(body);
    },
  );
}
