import { vi } from 'vitest';

type GraphQLReply = { data?: unknown; errors?: unknown[] };
type OperationHandler = (
  variables: Record<string, unknown>,
  authorization: string | null,
) => GraphQLReply | Promise<GraphQLReply>;

export interface FakeCall {
  operation: string;
  variables: Record<string, unknown>;
  authorization: string | null;
}

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
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
    const authorization = new Headers(init?.headers).get('authorization');
    calls.push({ operation, variables: body.variables, authorization });
    const handler = handlers[operation];
    if (!handler) throw new Error(`No fake for ${operation}`);
    return new Response(JSON.stringify(await handler(body.variables, authorization)), {
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
    refreshToken: `refresh-${name}`,
    refreshTokenExpiresIn: inMinutes(60 * 24),
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
