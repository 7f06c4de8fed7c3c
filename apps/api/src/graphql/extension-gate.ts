import type { FastifyInstance } from 'fastify';
import type { DocumentNode } from 'graphql';
import { EXTENSION_OPERATIONS, messages } from '@quorum/shared';
import { forbidden } from '../core/errors';
import type { Context } from './context';
import { rootFields } from './root-fields';

const ALLOWED: ReadonlySet<string> = new Set(EXTENSION_OPERATIONS);

/**
 * The email extension's tokens open its own operations and nothing else: a web-app operation
 * asked with one is refused before it runs, whatever the member's role. The scopes a token holds
 * are its audience's; the web app's tokens, in turn, are refused by the extension's operations.
 */
export function gateExtensionCallers(app: FastifyInstance) {
  const refuse = (document: DocumentNode, context: unknown) => {
    const { caller } = context as Context;
    if (typeof caller === 'string' || !caller.extension) return;
    if (rootFields(document).every((field) => ALLOWED.has(field))) return;
    throw forbidden(messages.extension.webAppOnly);
  };
  // A plain function, not an async one: it never waits, and it runs on every operation.
  app.graphql.addHook('preExecution', (_schema, document, context) => refuse(document, context));
  app.graphql.addHook('preSubscriptionExecution', async (_schema, document, context) =>
    refuse(document, context),
  );
}
