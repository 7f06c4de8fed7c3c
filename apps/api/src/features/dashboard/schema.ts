/** The dashboard home's own operations (spec §7 "Dashboard bundle"); its lists are other features'. */
import { builder } from '../../graphql/builder';
import { viewBoard } from '../board';
import * as service from './service';
import { InvestorCountsType, OnboardingChecklistType, OutstandingCountsType } from './types';

builder.queryFields((t) => ({
  newAndTotalOutstandingQuestions: t.field({
    type: OutstandingCountsType,
    authScopes: viewBoard,
    resolve: (_root, _args, ctx) => service.outstandingQuestions(ctx.deps, ctx.requireMember()),
  }),
  getTotalInterestedAndInvestedInvestor: t.field({
    type: InvestorCountsType,
    description: 'Any member: the home is open to every role.',
    authScopes: { inCompany: true },
    resolve: (_root, _args, ctx) => service.investorCounts(ctx.deps, ctx.requireMember()),
  }),
  getOnboardingChecklistData: t.field({
    type: OnboardingChecklistType,
    authScopes: { inCompany: true },
    resolve: (_root, _args, ctx) => service.onboardingChecklist(ctx.deps, ctx.requireMember()),
  }),
}));

builder.mutationFields((t) => ({
  updateInviteInvestorChecklist: t.field({
    type: OnboardingChecklistType,
    description:
      'Ticks "Invite investors": it happens outside Quorum, so a member who may edit the company’s details says it is done.',
    authScopes: { page: ['company-details', 'full'] },
    resolve: (_root, _args, ctx) => service.markInvestorsInvited(ctx.deps, ctx.requireMember()),
  }),
}));
