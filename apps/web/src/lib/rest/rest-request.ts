import { messages } from '@quorum/shared';
import { ApiError, apiErrorFromRest, isApiError } from '@/lib/graphql';
import { endSession, getValidAccessToken, refreshAccessToken } from '@/lib/session';

export interface RestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, but a Blob (raw bytes) or FormData (a multipart upload) goes as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'json' (the default) parses the answer; 'text' returns it as it came (an HTML preview). */
  as?: 'json' | 'text';
  /**
   * 'session' (the default) sends the stored access token and keeps it fresh; 'public' sends
   * none, for pages anyone with the link may open (the checkout page, whose id is its secret).
   */
  auth?: 'session' | 'public';
}

function bodyOf(body: unknown): { body: BodyInit | null; contentType?: string } {
  if (body === undefined) return { body: null };
  if (body instanceof Blob) return { body, contentType: 'application/octet-stream' };
  // The browser writes a multipart form's content type itself, with its boundary.
  if (body instanceof FormData) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

async function send(path: string, accessToken: string | null, options: RestOptions) {
  const headers: Record<string, string> = { ...options.headers };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const { body, contentType } = bodyOf(options.body);
  if (contentType) headers['content-type'] = contentType;
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('NETWORK_ERROR', messages.generic.offline);
  }
}

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

async function answerOf<T>(response: Response, options: RestOptions): Promise<T> {
  if (!response.ok) throw await apiErrorFromRest(response);
  if (response.status === 204) return undefined as T;
  return (options.as === 'text' ? await response.text() : await response.json()) as T;
}

/**
 * One call to a REST route of the API (the web form's, billing's) under the same rules as
 * GraphQL's `request`: with a session, the access token is sent and kept fresh, a 401 refreshes
 * it once and retries, and a second 401 ends the session. Refusals come back as ApiError with the
 * server's code and words.
 */
export async function restRequest<T>(path: string, options: RestOptions = {}): Promise<T> {
  if (options.auth === 'public') return answerOf<T>(await send(path, null, options), options);

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
  return answerOf<T>(response, options);
}
