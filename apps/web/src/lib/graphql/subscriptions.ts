import { print } from '@0no-co/graphql.web';
import { createClient, type Client } from 'graphql-ws';
import type { TadaDocumentNode } from 'gql.tada';
import { TIMING } from '@quorum/shared';
import {
  endSession,
  getSession,
  getValidAccessToken,
  leaveLockedCompany,
  refreshAccessToken,
  subscribeToSession,
  type Session,
} from '@/lib/session';
import { GRAPHQL_PATH } from './post-graphql';
import { apiErrorFromGraphQL, isLockedCompanyRefusal } from './api-error';

export interface SubscriptionHandlers<TResult> {
  next: (data: TResult) => void;
  /** The server refused the subscription, or the connection cannot be made again. */
  error?: (error: unknown) => void;
  /** The socket dropped and came back: events sent meanwhile are lost, so refetch what matters. */
  reconnected?: () => void;
}

interface ActiveSubscription {
  start: (client: Client) => void;
  stop: () => void;
  reconnected?: () => void;
}

/** Retries back off to at most this, so a long outage does not leave the page deaf for minutes. */
const LONGEST_RETRY_WAIT_MS = 30_000;

let client: Client | null = null;
const active = new Set<ActiveSubscription>();

/** The GraphQL path of the page's own origin, over ws: or wss: as the page is http: or https:. */
function socketUrl(): string {
  const url = new URL(GRAPHQL_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

function waitBeforeRetry(retries: number): Promise<void> {
  const wait = Math.min(1_000 * 2 ** retries, LONGEST_RETRY_WAIT_MS) + Math.random() * 1_000;
  return new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * The one graphql-ws client (protocol graphql-transport-ws) on /graphql. Browsers cannot set
 * headers on a WebSocket, so the token goes in the connection's init payload, read fresh (and
 * refreshed when about to expire) on every connect and reconnect. Lazy: the socket opens with the
 * first subscription and closes with the last.
 */
function currentClient(): Client {
  client ??= createClient({
    url: socketUrl,
    lazy: true,
    keepAlive: TIMING.websocketKeepAliveMs,
    connectionParams: async () => {
      const accessToken = await getValidAccessToken();
      return accessToken ? { authorization: `Bearer ${accessToken}` } : {};
    },
    retryAttempts: Infinity,
    // Signed out, there is nobody to reconnect for; otherwise a dropped socket always comes back.
    shouldRetry: () => getSession() !== null,
    retryWait: waitBeforeRetry,
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) for (const subscription of active) subscription.reconnected?.();
      },
      closed: (event) => {
        if ((event as { code?: unknown } | undefined)?.code === SESSION_ENDED) {
          void recoverFromEndedSession();
        }
      },
    },
  });
  return client;
}

/**
 * The server closes a socket with 4401 when its session has ended (logged out elsewhere, revoked,
 * removed from the company; graphql-ws does not retry it). A refresh tells which: if the session
 * lives on, subscribe again on a new socket; if not, the session is over here too.
 */
const SESSION_ENDED = 4401;

async function recoverFromEndedSession() {
  const session = getSession();
  if (!session) return;
  try {
    await refreshAccessToken(session.accessToken);
  } catch {
    endSession('revoked');
    return;
  }
  restartSubscriptions();
}

function restartSubscriptions() {
  for (const subscription of active) subscription.stop();
  client?.dispose();
  client = null;
  if (getSession()) for (const subscription of active) subscription.start(currentClient());
}

const identityOf = (session: Session | null) =>
  session ? `${session.user._id}:${session.companyId ?? ''}` : null;

let watchedIdentity: string | undefined;

/**
 * A socket speaks for the person and company it connected as. When that changes (sign-out here or
 * in another tab, a company switch) the socket closes; subscriptions still wanted start again on
 * a new one as the new identity, or stay stopped while nobody is signed in.
 */
function followSessionChanges() {
  if (watchedIdentity !== undefined) return;
  watchedIdentity = identityOf(getSession()) ?? '';
  subscribeToSession(() => {
    const identity = identityOf(getSession()) ?? '';
    if (identity === watchedIdentity) return;
    watchedIdentity = identity;
    restartSubscriptions();
  });
}

/**
 * Subscribes to a typed GraphQL subscription for as long as the caller wants it (across
 * reconnects and identity changes). Returns the function that ends it.
 */
export function subscribe<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
  handlers: SubscriptionHandlers<TResult>,
): () => void {
  followSessionChanges();
  const query = print(document);
  const refused = (error: unknown) => {
    // Refused because the free plan locked this member out of the company (spec lost_access).
    if (Array.isArray(error) && isLockedCompanyRefusal(apiErrorFromGraphQL(error)))
      leaveLockedCompany();
    handlers.error?.(error);
  };
  const subscription: ActiveSubscription = {
    stop: () => undefined,
    start: (socketClient) => {
      const end = socketClient.subscribe<TResult>(
        { query, variables: variables as Record<string, unknown> },
        {
          next: (result) => {
            if (result.data) handlers.next(result.data);
            else if (result.errors) refused(result.errors);
          },
          error: refused,
          complete: () => undefined,
        },
      );
      subscription.stop = () => {
        subscription.stop = () => undefined;
        end();
      };
    },
    reconnected: handlers.reconnected,
  };
  active.add(subscription);
  if (getSession()) subscription.start(currentClient());
  return () => {
    active.delete(subscription);
    subscription.stop();
  };
}
