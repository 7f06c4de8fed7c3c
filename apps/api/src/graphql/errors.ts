import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import type { ExecutionResult } from 'graphql';
import { ERROR_CODES, messages } from '@quorum/shared';
import type { ErrorCode } from '@quorum/shared';
import { DomainError } from '../core/errors';
import { expectedFailure } from '../lib/pg-errors';
import { MAX_DOCUMENT_TOKENS } from './limits';
import { REFUSAL_CODES } from '../core/security-log';

/** graphql-js's words when a document passes the token limit (misspelt "more that" there). */
const TOKEN_LIMIT = /Document contains more th(?:at|an) \d+ tokens/;

interface FormattedExecution {
  statusCode: number;
  response: ExecutionResult;
}

function domainErrorOf(error: GraphQLError): DomainError | undefined {
  let cause: unknown = error.originalError;
  // Mercurius and Pothos may wrap the thrown error once or twice.
  for (let i = 0; i < 3 && cause; i++) {
    if (cause instanceof DomainError) return cause;
    cause = (cause as { originalError?: unknown }).originalError;
  }
  return undefined;
}

/** Fastify's own refusals (such as 413 for an oversized body) keep their HTTP status. */
function httpStatusOf(errors: GraphQLError[]): number | undefined {
  const status = (errors[0]?.originalError as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** An error raised with one of our codes by a library on our behalf (such as an auth scope). */
function knownCode(error: GraphQLError): ErrorCode | undefined {
  const original = error.originalError as GraphQLError | undefined;
  const code = original?.extensions?.code ?? error.extensions?.code;
  return ERROR_CODES.includes(code as ErrorCode) && error.path ? (code as ErrorCode) : undefined;
}

/**
 * Shapes every GraphQL error. A domain error keeps its code and message (also under
 * `extensions.response.message`, where the spec's clients read it); a document that does not
 * parse or validate answers 400; anything unexpected is logged and masked.
 */
export function formatErrors(
  execution: ExecutionResult & { errors?: readonly GraphQLError[] },
  log: FastifyBaseLogger,
  production: boolean,
  requestId = 'unknown',
  graphQLResponse = false,
  onRefusal?: (code: ErrorCode, target: string) => void,
): FormattedExecution {
  // Mercurius reports a failed validation as one error holding the list.
  const flat = (execution.errors ?? []).flatMap((error) => {
    const inner = (error.originalError as { errors?: unknown } | undefined)?.errors;
    return Array.isArray(inner)
      ? inner.map((e: GraphQLError | Error) =>
          e instanceof GraphQLError ? e : new GraphQLError(e.message),
        )
      : [error];
  });
  const errors = flat.map((error) => {
    const domain = domainErrorOf(error);
    if (domain && REFUSAL_CODES.includes(domain.code))
      onRefusal?.(domain.code, (error.path ?? []).join('.'));
    if (domain) return fromDomain(domain, error.path);
    const code = knownCode(error);
    if (code) {
      return new GraphQLError(error.message, {
        path: error.path,
        extensions: { code, response: { message: error.message } },
      });
    }
    if (isFailure(error)) return masked(error, log, requestId);
    if (!error.path) {
      // Parse and validation errors: the document itself is wrong.
      const tooLarge =
        (error.originalError as { statusCode?: unknown } | undefined)?.statusCode === 413;
      const message = tooLarge
        ? messages.generic.requestTooLarge
        : TOKEN_LIMIT.test(error.message)
          ? messages.input.documentTooLong(MAX_DOCUMENT_TOKENS)
          : production
            ? error.message.replace(/ Did you mean .*$/, '')
            : error.message;
      return new GraphQLError(message, {
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', response: { message } },
      });
    }
    return masked(error, log, requestId);
  });
  const statusCode = statusOf(errors, flat, execution.data);
  const neverExecuted = statusCode === 400 && httpStatusOf(flat) === undefined;
  // GraphQL over HTTP: with its own media type a request error is 4xx and carries no `data`;
  // with plain JSON the older rule holds, and the same error answers 200.
  if (neverExecuted && graphQLResponse) return { statusCode, response: { errors } };
  if (neverExecuted) return { statusCode: 200, response: { data: null, errors } };
  return { statusCode, response: { data: execution.data ?? null, errors } };
}

/**
 * Something failed that is not the caller's doing: thrown inside a resolver, or before execution
 * began (a caller lookup, a hook). Graphql-js's own parse and validation errors carry no original
 * error; Fastify's refusals of a body carry a 4xx status.
 */
function isFailure(error: GraphQLError): boolean {
  if (error.path) return false;
  const original = error.originalError as { statusCode?: unknown } | undefined;
  if (!original || original instanceof GraphQLError) return false;
  if ((original as { errors?: unknown }).errors) return false;
  const status = original.statusCode;
  return !(typeof status === 'number' && status >= 400 && status < 500);
}

/** A domain error as the client reads it: its code, and its words also under `response`. */
function fromDomain(domain: DomainError, path: GraphQLError['path']): GraphQLError {
  return new GraphQLError(domain.message, {
    path,
    extensions: { code: domain.code, response: { message: domain.message, ...domain.details } },
  });
}

/**
 * An unexpected error, in words that leak nothing: an outage says so (SERVICE_UNAVAILABLE), any
 * other failure gives the request id that finds its log line, where the details are.
 */
function masked(error: GraphQLError, log: FastifyBaseLogger, requestId: string): GraphQLError {
  const cause = error.originalError ?? error;
  const expected = expectedFailure(cause);
  if (expected) {
    log.warn(
      { err: cause, path: error.path },
      'GraphQL call failed: input or an unavailable service',
    );
    return fromDomain(expected, error.path);
  }
  log.error({ err: cause, path: error.path }, 'unexpected GraphQL error');
  const message = messages.availability.serverWithReference(requestId);
  return new GraphQLError(message, {
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', requestId, response: { message, requestId } },
  });
}

/**
 * 200 once execution began (GraphQL's errors live in the body), 400 for a document refused before
 * it ran, 503 when nothing could run because a service is away, 500 for a failure before running.
 */
function statusOf(
  errors: GraphQLError[],
  flat: GraphQLError[],
  data: ExecutionResult['data'],
): number {
  if (errors.length === 0 || data) return 200;
  const codes = errors.map((e) => e.extensions.code);
  if (codes.every((code) => code === 'SERVICE_UNAVAILABLE')) return 503;
  if (errors.some((e) => e.path)) return 200;
  if (codes.includes('INTERNAL_SERVER_ERROR')) return 500;
  return httpStatusOf(flat) ?? 400;
}
