import type { FastifyInstance } from 'fastify';

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; response?: { message?: string; fields?: Record<string, string> } };
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors: GraphQLErrorBody[] | undefined;
  /** The first error's code and message, for one-line assertions. */
  error: { code: string | undefined; message: string } | undefined;
}

/** Sends one GraphQL operation to the real server, as the web app does. */
export async function gql<T = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  accessToken?: string,
): Promise<GraphQLResponse<T>> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    payload: JSON.stringify({ query, variables }),
  });
  const body = response.json() as { data?: T | null; errors?: GraphQLErrorBody[] };
  const first = body.errors?.[0];
  return {
    status: response.statusCode,
    data: body.data ?? null,
    errors: body.errors,
    error: first ? { code: first.extensions?.code, message: first.message } : undefined,
  };
}
