import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import { mayAccess } from '@quorum/shared';
import { isMember } from '../core/identity/viewer';
import type { PageKey } from '@quorum/shared';
import type { Context } from './context';

/**
 * The one schema builder. Scopes: `authenticated` (a live session), `inCompany` (a session bound to
 * a company the user belongs to and is not locked out of) and `page` (the shared permission
 * model's answer for that page's area).
 */
export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: {
    authenticated: boolean;
    inCompany: boolean;
    /** The page's area and the access the operation needs: view to read, full to change. */
    page: readonly [PageKey, 'view' | 'full'];
  };
  Scalars: { DateTime: { Input: Date; Output: Date }; ID: { Input: string; Output: string } };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // A subscription is refused when it starts, not left to fail (or leak) event by event.
    authorizeOnSubscribe: true,
    // The caller is loaded with the context, so scopes are plain booleans: no promise per check.
    authScopes: ({ caller }) => {
      const member =
        typeof caller !== 'string' && isMember(caller) && !caller.locked ? caller : undefined;
      return {
        authenticated: typeof caller !== 'string',
        inCompany: member !== undefined,
        page: ([page, needed]) => member !== undefined && mayAccess(member, page, needed),
      };
    },
    // A refusal says why in words: sign in, sign in again, or choose a company.
    unauthorizedError: (_parent, context) => context.authFailure(),
  },
});

builder.scalarType('DateTime', {
  description: 'An ISO 8601 date-time in UTC',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('Invalid DateTime');
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

export const MessageResult = builder
  .objectRef<{ message: string }>('MessageResult')
  .implement({ fields: (t) => ({ message: t.exposeString('message') }) });
