import { QUORUM_URL } from '../config/env';
import { QuorumError } from './quorum-error';
import { tokenStore, type StoredSession, type TokenResponse, type TokenStore } from './token-store';

/** Refresh this close to expiry rather than send a token that dies on the way. */
export const REFRESH_BEFORE_EXPIRY_MS = 10_000;

/** Panels in several windows share one refresh token, and a refresh token works once: take turns. */
const REFRESH_LOCK = 'quorum-extension-refresh';

interface GraphQLError {
  readonly message: string;
  readonly extensions?: { readonly code?: string };
}

interface ClientOptions {
  readonly baseUrl?: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly store?: TokenStore;
  readonly now?: () => number;
}

/**
 * The one HTTP client for Quorum: the token endpoint (sign-in, refresh, sign-out) and GraphQL.
 * Tokens follow the contract: a rotating refresh token, an access token refreshed shortly before it
 * expires and once more when the server calls it UNAUTHENTICATED.
 */
export function createQuorumClient(options: ClientOptions = {}) {
  const baseUrl = options.baseUrl ?? QUORUM_URL;
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const store = options.store ?? tokenStore;
  const now = options.now ?? Date.now;
  let refreshing: Promise<string> | null = null;

  async function post(path: string, body: unknown, token?: string): Promise<Response> {
    try {
      return await fetchFn(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    } catch {
      throw new QuorumError('UNAVAILABLE', 'Quorum could not be reached.');
    }
  }

  async function grant(body: Record<string, string>): Promise<StoredSession> {
    const response = await post('/extension/token', body);
    if (response.ok) return store.save((await response.json()) as TokenResponse, now());
    const error = (await response.json().catch(() => ({}))) as { error?: string };
    if (response.status === 401 || error.error === 'invalid_grant') {
      await store.clear();
      throw new QuorumError('SIGNED_OUT', 'Your extension session has ended.');
    }
    throw new QuorumError('UNAVAILABLE', 'Quorum could not sign you in just now.');
  }

  /** A new access token, unless another panel already got one after `staleToken` failed. */
  async function refresh(staleToken: string | null): Promise<string> {
    const current = await store.readAccessToken();
    if (current && current.token !== staleToken && isFresh(current.expiresAt)) return current.token;
    const session = await store.readSession();
    if (!session) throw new QuorumError('SIGNED_OUT', 'You are not signed in.');
    await grant({ grant_type: 'refresh_token', refresh_token: session.refreshToken });
    const renewed = await store.readAccessToken();
    if (!renewed) throw new QuorumError('SIGNED_OUT', 'You are not signed in.');
    return renewed.token;
  }

  function refreshOnce(staleToken: string | null): Promise<string> {
    refreshing ??= withLock(() => refresh(staleToken)).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function isFresh(expiresAt: number): boolean {
    return expiresAt - now() > REFRESH_BEFORE_EXPIRY_MS;
  }

  async function accessToken(): Promise<string> {
    const current = await store.readAccessToken();
    if (current && isFresh(current.expiresAt)) return current.token;
    return refreshOnce(current?.token ?? null);
  }

  async function graphql<T>(
    query: string,
    variables: object,
    token: string,
  ): Promise<{ data: T } | { unauthenticated: true }> {
    const response = await post('/graphql', { query, variables }, token);
    if (response.status === 401) return { unauthenticated: true };
    const result = (await response.json().catch(() => null)) as {
      data?: T;
      errors?: GraphQLError[];
    } | null;
    if (!result) throw new QuorumError('UNAVAILABLE', 'Quorum sent an answer we could not read.');
    const errors = result.errors ?? [];
    if (errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
      return { unauthenticated: true };
    }
    const forbidden = errors.find((e) => e.extensions?.code === 'FORBIDDEN');
    if (forbidden) throw new QuorumError('FORBIDDEN', forbidden.message);
    if (errors.length > 0 || result.data === undefined) {
      throw new QuorumError('UNAVAILABLE', errors[0]?.message ?? 'Quorum could not answer.');
    }
    return { data: result.data };
  }

  return {
    /** Trades the consent page's one-time code for a session. */
    signIn(code: string, codeVerifier: string): Promise<StoredSession> {
      return grant({ grant_type: 'authorization_code', code, code_verifier: codeVerifier });
    },

    /** Ends the session on the server too; the local tokens go whatever the server says. */
    async signOut(): Promise<void> {
      const session = await store.readSession();
      await store.clear();
      if (session)
        await post('/extension/revoke', { refresh_token: session.refreshToken }).catch(
          () => undefined,
        );
    },

    /** A GraphQL operation, refreshed and retried once when the server says the token is dead. */
    async request<T>(query: string, variables: object): Promise<T> {
      const token = await accessToken();
      const first = await graphql<T>(query, variables, token);
      if ('data' in first) return first.data;
      const second = await graphql<T>(query, variables, await refreshOnce(token));
      if ('data' in second) return second.data;
      await store.clear();
      throw new QuorumError('SIGNED_OUT', 'Your extension session has ended.');
    },
  };
}

export type QuorumClient = ReturnType<typeof createQuorumClient>;

/** Web Locks where the page has them (extension pages do), so two panels never refresh at once. */
function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}
