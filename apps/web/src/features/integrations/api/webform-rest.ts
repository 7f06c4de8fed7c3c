import { messages } from '@quorum/shared';
import { ApiError, apiErrorFromRest, isApiError } from '@/lib/graphql';
import { endSession, getValidAccessToken, refreshAccessToken } from '@/lib/session';

interface RestOptions {
  method?: 'GET' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'json' (the default) parses the answer; 'text' returns it as it came (the preview's HTML). */
  as?: 'json' | 'text';
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
      const error = await apiErrorFromRest(response);
      endSession('revoked', error.message);
      throw new ApiError('UNAUTHENTICATED', error.message);
    }
  }
  if (!response.ok) throw await apiErrorFromRest(response);
  return (options.as === 'text' ? await response.text() : await response.json()) as T;
}
