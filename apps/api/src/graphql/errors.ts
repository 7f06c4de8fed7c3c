import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import type { ExecutionResult } from 'graphql';
import { ERROR_CODES, messages } from '@quorum/shared';
import type { ErrorCode } from '@quorum/shared';
import { DomainError } from '../lib/errors';

const MASKED = messages.generic.server;

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
    if (domain) {
      return new GraphQLError(domain.message, {
        path: error.path,
        extensions: { code: domain.code, response: { message: domain.message, ...domain.details } },
      });
    }
    const code = knownCode(error);
    if (code) {
      return new GraphQLError(error.message, {
        path: error.path,
        extensions: { code, response: { message: error.message } },
      });
    }
    if (!error.path) {
      // Parse and validation errors: the document itself is wrong.
      const tooLarge =
        (error.originalError as { statusCode?: unknown } | undefined)?.statusCode === 413;
      const message = tooLarge
        ? messages.generic.requestTooLarge
        : production
          ? error.message.replace(/ Did you mean .*$/, '')
          : error.message;
      return new GraphQLError(message, {
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', response: { message } },
      });
    }
    log.error({ err: error.originalError ?? error, path: error.path }, 'unexpected GraphQL error');
    return new GraphQLError(MASKED, {
      path: error.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', response: { message: MASKED } },
    });
  });
  const documentRejected = errors.length > 0 && errors.every((e) => !e.path) && !execution.data;
  return {
    statusCode: documentRejected ? (httpStatusOf(flat) ?? 400) : 200,
    response: { data: execution.data ?? null, errors },
  };
}
