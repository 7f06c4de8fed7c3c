import { print } from '@0no-co/graphql.web';
import { SESSION_TRANSPORT, messages } from '@quorum/shared';
import type { TadaDocumentNode } from 'gql.tada';
import { ApiError, apiErrorFromGraphQL, apiErrorFromStatus } from './api-error';

export const GRAPHQL_PATH = '/graphql';

interface GraphQLResponseBody<TResult> {
  data?: TResult | null;
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
}

/**
 * One POST to /graphql and nothing else: no session, no retries. `request` builds the session
 * rules on top; the token refresh uses this directly so it can never recurse into itself.
 */
export async function postGraphQL<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
  { accessToken, signal }: { accessToken?: string | null; signal?: AbortSignal } = {},
): Promise<TResult> {
  // The refresh token goes into an HttpOnly cookie that no script here can read, not the body.
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [SESSION_TRANSPORT.header]: SESSION_TRANSPORT.cookieMode,
  };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;

  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: print(document), variables }),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('NETWORK_ERROR', messages.generic.offline);
  }

  let body: GraphQLResponseBody<TResult>;
  try {
    body = (await response.json()) as GraphQLResponseBody<TResult>;
  } catch {
    throw apiErrorFromStatus(response.status);
  }
  if (body.errors?.length) throw apiErrorFromGraphQL(body.errors);
  if (!response.ok || body.data == null) throw apiErrorFromStatus(response.status);
  return body.data;
}
