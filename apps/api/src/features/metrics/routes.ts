import type { FastifyInstance } from 'fastify';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { Config } from '../../config';
import { sameSecret } from '../../lib/secrets';
import type { Metrics } from './metrics';

/** The root field an operation asks for: a name from the schema, so the label set stays bounded. */
function rootField(document: DocumentNode, operationName: string | undefined): string {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition' &&
      (!operationName || definition.name?.value === operationName),
  );
  const first = operation?.selectionSet.selections[0];
  return first?.kind === 'Field' ? first.name.value : 'other';
}

/**
 * Measures every request and serves the numbers at GET /metrics for Prometheus. With METRICS_TOKEN
 * set a scrape must carry it as a bearer token; production without one does not serve them at all.
 */
export function registerMetrics(app: FastifyInstance, config: Config, metrics: Metrics) {
  app.decorateRequest('graphqlOperation', '');
  // Plain functions, not async ones: they never wait, and they run on every request.
  app.graphql.addHook('preExecution', (_schema, document, context) => {
    const request = (
      context as { reply?: { request?: { graphqlOperation: string; body?: unknown } } }
    ).reply?.request;
    if (!request) return;
    const operationName = (request.body as { operationName?: unknown } | undefined)?.operationName;
    request.graphqlOperation = rootField(
      document,
      typeof operationName === 'string' ? operationName : undefined,
    );
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe({
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      operation: request.graphqlOperation,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });

  const token = config.metricsToken;
  app.get('/metrics', async (request, reply) => {
    if (!token && config.env === 'production') return reply.status(404).send();
    if (token) {
      const presented = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!sameSecret(presented, token))
        return reply.status(401).header('www-authenticate', 'Bearer').send();
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The GraphQL root field this request executed, for the metrics' operation label. */
    graphqlOperation: string;
  }
}
