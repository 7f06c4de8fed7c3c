/** Registers billing's GraphQL query on the one builder (the plan calls themselves are REST: §7). */
import { builder } from '../../graphql/builder';
import { billingOverview } from './service';
import { BillingOverviewType } from './types';

builder.queryFields((t) => ({
  billingOverview: t.field({
    type: BillingOverviewType,
    authScopes: { inCompany: true },
    resolve: (_root, _args, ctx) => billingOverview(ctx.deps, ctx.requireMember()),
  }),
}));
