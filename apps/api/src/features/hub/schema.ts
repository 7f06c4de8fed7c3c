/** The investor page's switch on the Integrations page (the public page itself is routes.ts). */
import { builder } from '../../graphql/builder';
import { getInvestorHub, updateInvestorHub } from './service';
import type { InvestorHubView } from './service';

const InvestorHubType = builder.objectRef<InvestorHubView>('InvestorHub').implement({
  description: 'The company’s public investor page (/hub/{asxCode}) and whether it is on.',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    asxCode: t.exposeString('asxCode'),
    link: t.exposeString('link', { description: 'The page’s public address.' }),
  }),
});

builder.queryFields((t) => ({
  getInvestorHub: t.field({
    type: InvestorHubType,
    description: 'The investor page’s setting and address. Premium.',
    authScopes: { page: ['integrate-quorum', 'view'] },
    resolve: (_root, _args, ctx) => getInvestorHub(ctx.deps, ctx.requireMember()),
  }),
}));

builder.mutationFields((t) => ({
  updateInvestorHub: t.field({
    type: InvestorHubType,
    description: 'Switches the public investor page on or off. Premium.',
    authScopes: { page: ['integrate-quorum', 'full'] },
    args: { enabled: t.arg.boolean({ required: true }) },
    resolve: (_root, { enabled }, ctx) => updateInvestorHub(ctx.deps, ctx.requireMember(), enabled),
  }),
}));
