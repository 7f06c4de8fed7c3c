import { messages } from '@quorum/shared';
import type { TadaDocumentNode } from 'gql.tada';
import {
  endSession,
  getValidAccessToken,
  leaveLockedCompany,
  refreshAccessToken,
} from '@/lib/session';
import { ApiError, isApiError, isLockedCompanyRefusal } from './api-error';
import { postGraphQL } from './post-graphql';

export interface RequestOptions {
  /**
   * 'session' (the default) sends the stored access token and keeps it fresh. 'public' is for
   * sign-in, codes and password recovery: no token, and an UNAUTHENTICATED answer (a wrong
   * password) is the caller's to show, not a reason to refresh or sign out.
   */
  auth?: 'session' | 'public';
  signal?: AbortSignal;
  /**
   * The call names a company other than the session's (selectCompanyForLogin): a locked-company
   * refusal is then the caller's to show, not a sign that the session's own company is locked.
   */
  choosingCompany?: boolean;
}

/** A failed refresh ends the session; a network failure does not, the person may be offline. */
async function orEndSession<T>(getToken: () => Promise<T>): Promise<T> {
  try {
    return await getToken();
  } catch (error) {
    if (isApiError(error, 'NETWORK_ERROR')) throw error;
    endSession('expired');
    throw new ApiError('UNAUTHENTICATED', messages.auth.sessionExpired);
  }
}

/**
 * The one way the web app talks GraphQL: typed document in, typed data out, failures as ApiError.
 * With a session it refreshes a token about to expire, and on UNAUTHENTICATED refreshes once and
 * retries; if the server still refuses, the session is over and the app goes to '/'. A refusal
 * because the free plan locked this member out of the session's company leaves the company (the
 * app shows lost_access and the chooser) while the person stays signed in.
 */
export async function request<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
  { auth = 'session', signal, choosingCompany = false }: RequestOptions = {},
): Promise<TResult> {
  if (auth === 'public') return postGraphQL(document, variables, { signal });
  try {
    return await requestWithSession(document, variables, signal);
  } catch (error) {
    if (!choosingCompany && isLockedCompanyRefusal(error)) leaveLockedCompany();
    throw error;
  }
}

async function requestWithSession<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
  signal: AbortSignal | undefined,
): Promise<TResult> {
  const accessToken = await orEndSession(getValidAccessToken);

  try {
    return await postGraphQL(document, variables, { accessToken, signal });
  } catch (error) {
    if (!isApiError(error, 'UNAUTHENTICATED') || !accessToken) throw error;
  }

  const freshToken = await orEndSession(() => refreshAccessToken(accessToken));
  try {
    return await postGraphQL(document, variables, { accessToken: freshToken, signal });
  } catch (error) {
    if (isApiError(error, 'UNAUTHENTICATED')) endSession('revoked', error.message);
    throw error;
  }
}
