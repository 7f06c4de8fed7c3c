import type { FastifyInstance } from 'fastify';
import type { DocumentNode } from 'graphql';
import { messages } from '@quorum/shared';
import { forbidden } from '../core/errors';
import { mustEnrolSecondFactor } from '../core/identity/viewer';
import type { Context } from './context';
import { rootFields } from './root-fields';

/**
 * What an admin may still do while their company requires a second factor they have not set up:
 * see who they are, set one up, choose another company, sign out. Everything else is refused.
 */
export const ALLOWED_BEFORE_ENROLMENT: ReadonlySet<string> = new Set([
  '__typename',
  'loggedInUserDetail',
  'userCompanyList',
  'selectCompanyForLogin',
  'userLogout',
  'generateNewAccessToken',
  'secondFactorStatus',
  'startTotpSetup',
  'confirmTotpSetup',
  'passkeyRegistrationOptions',
  'registerPasskey',
]);

/**
 * "Require two-step sign-in for admins", enforced on every GraphQL operation and subscription
 * before it runs: the refusal is FORBIDDEN with a message saying what to do, which the web app
 * answers by opening the set-up.
 */
export function gateUnenrolledAdmins(app: FastifyInstance) {
  const refuse = (document: DocumentNode, context: unknown) => {
    const { caller } = context as Context;
    if (!mustEnrolSecondFactor(caller)) return;
    if (rootFields(document).every((field) => ALLOWED_BEFORE_ENROLMENT.has(field))) return;
    throw forbidden(messages.secondFactor.adminMustEnrol);
  };
  // A plain function, not an async one: it never waits, and it runs on every operation.
  app.graphql.addHook('preExecution', (_schema, document, context) => refuse(document, context));
  app.graphql.addHook('preSubscriptionExecution', async (_schema, document, context) =>
    refuse(document, context),
  );
}
