/** History of activity (issue 15): the audit trail's list, timelines and retention. */
import { builder } from '../../graphql/builder';
import * as service from './service';
import { ActivityPageType, ActivityRetentionType, GetActivitiesInput } from './types';

// Every member of a company has a history: administrators read the company's, others their own
// (the service decides the scope, so no page permission is asked here).
const inCompany = { inCompany: true } as const;

builder.queryFields((t) => ({
  getActivities: t.field({
    type: ActivityPageType,
    description:
      'The history of activity, newest first, 10 a page: the company’s for administrators, the caller’s own for others; a subject’s timeline for those who may view it.',
    authScopes: inCompany,
    args: { activityInput: t.arg({ type: GetActivitiesInput }) },
    resolve: (_root, { activityInput }, ctx) =>
      service.getActivities(ctx.deps, ctx.requireMember(), { ...activityInput }),
  }),
  getActivityRetention: t.field({
    type: ActivityRetentionType,
    authScopes: inCompany,
    resolve: (_root, _args, ctx) => service.getActivityRetention(ctx.deps, ctx.requireMember()),
  }),
}));

builder.mutationFields((t) => ({
  updateActivityRetention: t.field({
    type: ActivityRetentionType,
    description: 'How long the company keeps its history (administrators).',
    authScopes: inCompany,
    args: { retentionDays: t.arg.int({ required: true }) },
    resolve: (_root, { retentionDays }, ctx) =>
      service.updateActivityRetention(ctx.deps, ctx.requireMember(), { retentionDays }),
  }),
}));
