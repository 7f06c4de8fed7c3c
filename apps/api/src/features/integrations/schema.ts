import { builder } from '../../graphql/builder';
import type { ConnectedMailbox } from '../extension';
import type { IntegrationMenuEntry } from './service';
import { getMenus } from './service';

const IntegrationMenuTypeEnum = builder.enumType('IntegrationMenuType', {
  values: ['WEB_FORM', 'EMAIL_INTEGRATION'] as const,
});

/** A connected email account of the email extension (spec §3 Authorised extension user). */
const IntegrationUserType = builder.objectRef<ConnectedMailbox>('IntegrationUser').implement({
  description:
    'A connected mailbox; the member fields are set when it is a team member’s own address.',
  fields: (t) => ({
    userId: t.exposeID('userId', { nullable: true }),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
  }),
});

const IntegrationMenuDataType = builder
  .objectRef<IntegrationMenuEntry['data']>('IntegrationMenuData')
  .implement({
    fields: (t) => ({
      authorizedOrigins: t.exposeStringList('authorizedOrigins', {
        description: 'WEB_FORM: the website the form may be embedded in (one at most).',
      }),
      users: t.field({
        type: [IntegrationUserType],
        description:
          'EMAIL_INTEGRATION: the connected mailboxes of the email extension (active ones).',
        resolve: (data) => data.users,
      }),
    }),
  });

const IntegrationMenuEntryType = builder
  .objectRef<IntegrationMenuEntry>('IntegrationMenuEntry')
  .implement({
    description:
      'One card of the Integrations page; it counts as enabled when its list is not empty (spec §4).',
    fields: (t) => ({
      type: t.expose('type', { type: IntegrationMenuTypeEnum }),
      data: t.field({ type: IntegrationMenuDataType, resolve: (entry) => entry.data }),
    }),
  });

builder.queryFields((t) => ({
  getMenus: t.field({
    type: [IntegrationMenuEntryType],
    description: 'The Integrations page’s entries: the web form and the email extension. Premium.',
    authScopes: { page: ['integrate-quorum', 'view'] },
    resolve: (_root, _args, ctx) => getMenus(ctx.deps, ctx.requireMember()),
  }),
}));
