import { ERROR_CODES, messages, type ErrorCode } from '@quorum/shared';

/** NETWORK_ERROR is ours: the request never got an answer, so the server gave no code. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

/** Every failed call becomes one of these: a code to branch on and words to show a person. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/**
 * The server's refusal of a member the free plan locked out of the session's company: beyond its
 * first 2 members after a move from Premium (spec lost_access).
 */
export function isLockedCompanyRefusal(error: unknown): boolean {
  return isApiError(error, 'FORBIDDEN') && error.message === messages.company.lockedCompany;
}

interface GraphQLErrorShape {
  message?: unknown;
  extensions?: { code?: unknown; response?: { message?: unknown } };
}

function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
}

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (Array.isArray(value)) return firstText(value[0]);
  return undefined;
}

/** The spec reads errors[0].message, overridden by errors[0].extensions.response.message. */
export function apiErrorFromGraphQL(errors: readonly GraphQLErrorShape[]): ApiError {
  const first = errors[0] ?? {};
  const code = isErrorCode(first.extensions?.code)
    ? first.extensions.code
    : 'INTERNAL_SERVER_ERROR';
  const message =
    firstText(first.extensions?.response?.message) ??
    firstText(first.message) ??
    messages.generic.tryAgain;
  return new ApiError(code, message);
}

/** For answers that carry no GraphQL errors at all (a proxy page, a crash, a rate limiter). */
export function apiErrorFromStatus(status: number): ApiError {
  if (status === 429) return new ApiError('TOO_MANY_REQUESTS', messages.generic.rateLimited);
  if (status === 413) return new ApiError('BAD_USER_INPUT', messages.generic.requestTooLarge);
  if (status === 401) return new ApiError('UNAUTHENTICATED', messages.auth.signInRequired);
  return new ApiError('INTERNAL_SERVER_ERROR', messages.generic.server);
}

/** A refusal as the REST routes send it ({ code, message }), or one named by the status alone. */
export async function apiErrorFromRest(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  const message = firstText(body.message) ?? null;
  if (isErrorCode(body.code)) return new ApiError(body.code, message ?? messages.generic.tryAgain);
  if (response.status === 402)
    return new ApiError('PAYMENT_REQUIRED', message ?? messages.webform.premiumOnly);
  if (response.status === 403)
    return new ApiError('FORBIDDEN', message ?? messages.permission.denied);
  if (response.status === 429)
    return new ApiError('TOO_MANY_REQUESTS', message ?? messages.generic.rateLimited);
  return new ApiError('INTERNAL_SERVER_ERROR', message ?? messages.generic.server);
}
