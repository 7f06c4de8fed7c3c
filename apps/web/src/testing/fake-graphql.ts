import { vi } from 'vitest';
import { SESSION_TRANSPORT } from '@quorum/shared';

type GraphQLReply = { data?: unknown; errors?: unknown[] };
type OperationHandler = (
  variables: Record<string, unknown>,
  authorization: string | null,
) => GraphQLReply | Response | Promise<GraphQLReply | Response>;

export interface FakeCall {
  operation: string;
  variables: Record<string, unknown>;
  authorization: string | null;
  /** The session transport the app asked for (`cookie`), from its header. */
  sessionTransport: string | null;
}

/** What the fakes call the token refresh, a REST POST rather than a GraphQL operation. */
export const REFRESH = 'RefreshSession';

/** The refresh route's answer: new tokens (the refresh token itself goes into the cookie). */
export const refreshed = (name: string) => {
  const { accessToken, accessTokenExpiresIn } = makeToken(name);
  return Response.json({ accessToken, accessTokenExpiresIn });
};

/** The refresh route's refusal: the cookie was spent, revoked or missing. */
export const refreshRefused = (message: string) =>
  Response.json({ code: 'UNAUTHENTICATED', message }, { status: 401 });

/** An error as the API sends it: the code in extensions, the words in message. */
export const graphQLError = (code: string, message: string): GraphQLReply => ({
  data: null,
  errors: [{ message, extensions: { code, response: { message } } }],
});

/**
 * Stands in for the API at the fetch boundary: each operation name answers from its handler, and
 * every call is kept so a test can say what reached the server. Unknown operations fail loudly.
 */
export function fakeGraphQL(handlers: Record<string, OperationHandler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const isRefresh = String(input) === SESSION_TRANSPORT.refreshPath;
    const body = isRefresh
      ? { query: '', variables: {} }
      : (JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> });
    const operation = isRefresh
      ? REFRESH
      : (/(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '');
    const headers = new Headers(init?.headers);
    const authorization = headers.get('authorization');
    const sessionTransport = headers.get(SESSION_TRANSPORT.header);
    calls.push({ operation, variables: body.variables, authorization, sessionTransport });
    const handler = handlers[operation];
    if (!handler) throw new Error(`No fake for ${operation}`);
    const answer = await handler(body.variables, authorization);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A token set as the API issues it, valid for `minutes`. */
export function makeToken(name: string, minutes = 15) {
  return {
    accessToken: `access-${name}`,
    accessTokenExpiresIn: inMinutes(minutes),
  };
}

/** A complete sign-in (LoginResult) for the demo member. */
export function makeSignIn({
  token = makeToken('one'),
  companyId = 'company-1' as string | null,
  inCompany = true,
} = {}) {
  return {
    token,
    companyId,
    inCompany,
    isInviteTeamSkipped: false,
    user: { _id: 'user-1', email: 'demo@quorum.dev', firstName: 'Demo', lastName: 'Member' },
  };
}

/** One page of `all`, as the paged queries answer with the variables' page and limit. */
export function fakePage<T>(all: readonly T[], variables: Record<string, unknown>) {
  const limit = Number(variables.limit);
  const page = Number(variables.page);
  return {
    items: all.slice((page - 1) * limit, page * limit),
    meta: {
      currentPage: page,
      itemsPerPage: limit,
      totalItems: all.length,
      totalPages: Math.max(1, Math.ceil(all.length / limit)),
    },
  };
}
