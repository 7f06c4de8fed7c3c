/** Registers the analytics page's queries on the one builder (issue 16; spec §7 names). */
import { builder } from '../../graphql/builder';
import * as analytics from './service';
import {
  CategoryTimesType,
  DashboardRangeInputType,
  EngagementCsvType,
  EngagementLevelType,
  ResponseTimesType,
  SatisfactionType,
  SentimentSummaryType,
  TopicType,
  TotalsType,
} from './types';

// The dashboard is open to every member of a company (spec §6 page defaults): the scope is the
// company; the service checks the company id sent and the plan.
const args = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  companyId: t.arg.id(),
  dashboardInput: t.arg({ type: DashboardRangeInputType }),
});

builder.queryFields((t) => ({
  getEngagementLevelV2: t.field({
    type: EngagementLevelType,
    description:
      'Questions over the period by channel, investor type (Premium: investor profiling) or category (Premium: category reports).',
    authScopes: { inCompany: true },
    args: args(t),
    resolve: (_root, input, ctx) =>
      analytics.getEngagementLevel(ctx.deps, ctx.requireMember(), input),
  }),
  getEngagementLevelChartsDataForCSV: t.field({
    type: EngagementCsvType,
    authScopes: { inCompany: true },
    args: args(t),
    resolve: (_root, input, ctx) =>
      analytics.getEngagementCsv(ctx.deps, ctx.requireMember(), input),
  }),
  getResponseTimes: t.field({
    type: ResponseTimesType,
    description: 'First response and resolution times, the company’s and by first responder.',
    authScopes: { inCompany: true },
    args: args(t),
    resolve: (_root, input, ctx) =>
      analytics.getResponseTimes(ctx.deps, ctx.requireMember(), input),
  }),
  getCategoryResponseTimes: t.field({
    type: [CategoryTimesType],
    description: 'Response times by category (Premium: category reports).',
    authScopes: { inCompany: true },
    args: args(t),
    resolve: (_root, input, ctx) =>
      analytics.getCategoryResponseTimes(ctx.deps, ctx.requireMember(), input),
  }),
  investorSatisfaction: t.field({
    type: SatisfactionType,
    authScopes: { inCompany: true },
    args: args(t),
    resolve: (_root, input, ctx) =>
      analytics.getInvestorSatisfaction(ctx.deps, ctx.requireMember(), input),
  }),
  getInvestorSentimentSummary: t.field({
    type: SentimentSummaryType,
    description: 'Premium: the real-time investor sentiment score.',
    authScopes: { inCompany: true },
    args: args(t),
    resolve: (_root, input, ctx) =>
      analytics.getInvestorSentimentSummary(ctx.deps, ctx.requireMember(), input),
  }),
  getMostAskedTopics: t.field({
    type: [TopicType],
    description: 'The categories asked about most (Premium: category reports).',
    authScopes: { inCompany: true },
    args: args(t),
    resolve: (_root, input, ctx) =>
      analytics.getMostAskedTopics(ctx.deps, ctx.requireMember(), input),
  }),
  getTotalEnquiryResponse: t.field({
    type: TotalsType,
    authScopes: { inCompany: true },
    args: args(t),
    resolve: (_root, input, ctx) =>
      analytics.getTotalEnquiryResponse(ctx.deps, ctx.requireMember(), input),
  }),
}));
