import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * GraphQL over HTTP's own media type. A client that asks for it gets it, and with it the newer
 * rules: a request that never executed (it did not parse or validate) answers 4xx without a
 * `data` entry. A client that asks for plain JSON (or anything) gets the older rules: 200.
 */
export const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';

export const wantsGraphQLResponse = (request: FastifyRequest | undefined) =>
  request?.headers.accept?.includes(GRAPHQL_RESPONSE_JSON) ?? false;

/**
 * The response media type on /graphql, and `"extensions": null` read as no extensions: hooks of
 * the GraphQL routes themselves (Mercurius's `additionalRouteOptions`), so no other request runs
 * them and none has to ask which route it is on (Fastify builds `routeOptions` afresh on every
 * read). Callback hooks, not async ones: they never wait for anything.
 */
export const graphqlMediaTypeHooks = {
  preValidation(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
    if (request.method === 'POST') {
      const body = request.body as Record<string, unknown> | null | undefined;
      // The spec allows null for every optional parameter; the route's schema wants an object.
      if (body && typeof body === 'object' && body.extensions === null) delete body.extensions;
    }
    done();
  },
  onSend(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ) {
    if (wantsGraphQLResponse(request))
      reply.header('content-type', `${GRAPHQL_RESPONSE_JSON}; charset=utf-8`);
    done(null, payload);
  },
};
