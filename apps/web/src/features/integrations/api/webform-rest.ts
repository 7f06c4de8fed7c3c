import { ERROR_CODES, messages, type ErrorCode } from '@quorum/shared';
import { ApiError, isApiError } from '@/lib/graphql';
import { endSession, getValidAccessToken, refreshAccessToken } from '@/lib/session';

interface RestOptions {
  method?: 'GET' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'json' (the default) parses the answer; 'text' returns it as it came (the preview's HTML). */
  as?: 'json' | 'text';
}

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);

/** A refusal as the REST routes send it ({ code, message }), or one named by the status alone. */
async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  const message = typeof body.message === 'string' && body.message ? body.message : null;
  if (isErrorCode(body.code)) return new ApiError(body.code, message ?? messages.generic.tryAgain);
  if (response.status === 402)
    return new ApiError('PAYMENT_REQUIRED', message ?? messages.webform.premiumOnly);
  if (response.status === 403)
    return new ApiError('FORBIDDEN', message ?? messages.permission.denied);
  if (response.status === 429)
    return new ApiError('TOO_MANY_REQUESTS', message ?? messages.generic.rateLimited);
  return new ApiError('INTERNAL_SERVER_ERROR', message ?? messages.generic.server);
}

async function send(path: string, accessToken: string | null, options: RestOptions) {
  const headers: Record<string, string> = { ...options.headers };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('NETWORK_ERROR', messages.generic.offline);
  }
}

/**
 * One call to the web form's REST routes (spec §7 `/webform`) with the session's token, under the
 * same rules as GraphQL's `request`: a 401 refreshes the token once and retries, and a second 401
 * ends the session. Refusals come back as ApiError with the server's code and words.
 */
/** A token that cannot be had ends the session; a network failure does not (as `request` does). */
async function orEndSession(getToken: () => Promise<string | null>): Promise<string | null> {
  try {
    return await getToken();
  } catch (error) {
    if (isApiError(error, 'NETWORK_ERROR')) throw error;
    endSession('expired');
    throw new ApiError('UNAUTHENTICATED', messages.auth.sessionExpired);
  }
}

/**
 * One call to the web form's REST routes (spec §7 `/webform`) with the session's token, under the
 * same rules as GraphQL's `request`: a 401 refreshes the token once and retries, and a second 401
 * ends the session. Refusals come back as ApiError with the server's code and words.
 */
export async function webformRest<T>(path: string, options: RestOptions = {}): Promise<T> {
  const accessToken = await orEndSession(getValidAccessToken);
  let response = await send(path, accessToken, options);
  if (response.status === 401 && accessToken) {
    const fresh = await orEndSession(() => refreshAccessToken(accessToken));
    response = await send(path, fresh, options);
    if (response.status === 401) {
      const error = await refusal(response);
      endSession('revoked', error.message);
      throw new ApiError('UNAUTHENTICATED', error.message);
    }
  }
  if (!response.ok) throw await refusal(response);
  return (options.as === 'text' ? await response.text() : await response.json()) as T;
}
