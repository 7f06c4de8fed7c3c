import type { FastifyInstance } from 'fastify';
import type { Context } from './context';

/**
 * Every GraphQL request of a signed-in person counts against one ceiling (`graphqlRequestsPerUser`
 * in lib/rate-limit.ts), counted once the token is read and before the document is parsed, so a
 * script with a stolen token cannot spend the server on documents that will not even validate.
 * Past it, TOO_MANY_REQUESTS, written to the security log as `request.refused` like any refusal.
 * Anonymous calls have their own per-address limits where they do anything.
 */
export function limitRequestsPerPerson(app: FastifyInstance) {
  app.graphql.addHook('preParsing', async (_schema, _source, context) => {
    const { caller, deps } = context as unknown as Context;
    if (typeof caller === 'string') return;
    await deps.rateLimits.consume('graphqlRequestsPerUser', caller.user.id);
  });
}
