// The analytics page's queries (issue 16; spec §7 getEngagementLevelV2, investorSatisfaction,
// getInvestorSentimentSummary, getTotalEnquiryResponse, getEngagementLevelChartsDataForCSV).
// Every answer is about the questions that arrived in the period, whenever they were answered,
// rated or resolved; each is one or two statements grouped in the database. The dashboard is open
// to every member of the company (spec §6 page defaults); the Premium list's "investor profiling",
// "category reports" and "real-time investor sentiment score" are refused on Essentials here,
// whatever the screen shows.
import {
  ENGAGEMENT_CHANNELS,
  ENGAGEMENT_CHANNEL_LABELS,
  INVESTOR_TYPES,
  INVESTOR_TYPE_LABELS,
  SENTIMENT_LABELS,
  dashboardRangeInputSchema,
  messages,
} from '@quorum/shared';
import type { DashboardDataType, DashboardRangeValues } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Member } from '../../core/identity/viewer';
import { assertOwnCompany } from '../../core/identity/own-company';
import { requirePlan } from '../../core/plan';
import { validate } from '../../lib/validate';
import * as engagementRepo from './engagement-repo';
import * as feedbackRepo from './feedback-repo';
import * as responseRepo from './response-repo';
import { periodOf } from './period';
import type { Period } from './period';

const text = messages.analytics;

/** How many of the most negative questions the sentiment summary lists. */
export const MOST_NEGATIVE_QUESTIONS = 5;
/** How many categories the most-asked topics list. */
export const TOP_TOPICS = 10;

export interface AnalyticsArgs {
  companyId?: string | null;
  /** Checked against the shared schema: a GraphQL input, or a REST query's strings. */
  dashboardInput?: unknown;
}

/** Numbers to 2 decimals (spec §9), rounded once here so the chart, its table and the CSV agree. */
export const round2 = (value: number) => Math.round(value * 100) / 100;
const round2OrNull = (value: number | null) => (value === null ? null : round2(value));
const percent = (part: number, whole: number) => (whole === 0 ? 0 : round2((part / whole) * 100));

function inputOf(member: Member, args: AnalyticsArgs): DashboardRangeValues {
  assertOwnCompany(member, args.companyId);
  return validate(dashboardRangeInputSchema, args.dashboardInput ?? { range: '6Months' });
}

function requireDataType(member: Member, dataType: DashboardDataType) {
  if (dataType === 'investor-type')
    requirePlan(member, 'investorProfiling', text.investorTypePremium);
  if (dataType === 'category') requirePlan(member, 'categoryReports', text.categoryPremium);
}

export interface EngagementSeries {
  key: string;
  label: string;
  total: number;
}

export interface EngagementLevel {
  dataType: DashboardDataType;
  period: Period;
  series: EngagementSeries[];
  /** One per bucket, first to last: the bucket's first day and its count for each series. */
  points: { bucket: string; counts: number[] }[];
  total: number;
}

async function seriesOf(deps: Deps, member: Member, dataType: DashboardDataType) {
  if (dataType === 'channel')
    return ENGAGEMENT_CHANNELS.map((key) => ({ key, label: ENGAGEMENT_CHANNEL_LABELS[key] }));
  if (dataType === 'investor-type')
    return INVESTOR_TYPES.map((key) => ({ key, label: INVESTOR_TYPE_LABELS[key] }));
  const categories = await engagementRepo.listCategories(deps.db, member.companyId);
  return [
    ...categories.map((c) => ({ key: c.id, label: c.name })),
    { key: 'uncategorised', label: text.uncategorised },
  ];
}

/** getEngagementLevelV2: questions per bucket, split by channel, investor type or category. */
export async function getEngagementLevel(
  deps: Deps,
  member: Member,
  args: AnalyticsArgs,
): Promise<EngagementLevel> {
  const input = inputOf(member, args);
  requireDataType(member, input.dataType);
  const period = periodOf(input);
  const [known, rows] = await Promise.all([
    seriesOf(deps, member, input.dataType),
    engagementRepo.countQuestionsByBucket(deps.db, member.companyId, period, input.dataType),
  ]);
  const index = new Map(known.map((s, i) => [s.key, i]));
  const points: EngagementLevel['points'] = [];
  const totals = known.map(() => 0);
  for (const row of rows) {
    let point = points.at(-1);
    if (point?.bucket !== row.bucket) {
      point = { bucket: row.bucket, counts: known.map(() => 0) };
      points.push(point);
    }
    const at = row.series === null ? undefined : index.get(row.series);
    if (at === undefined) continue;
    point.counts[at] = row.questions;
    totals[at] = totals[at]! + row.questions;
  }
  return {
    dataType: input.dataType,
    period,
    series: known.map((s, i) => ({ ...s, total: totals[i]! })),
    points,
    total: totals.reduce((a, b) => a + b, 0),
  };
}

/** The engagement chart as a table: a row per bucket, a column per series, and the total. */
export function engagementTable(level: EngagementLevel) {
  return {
    header: ['Period starting', ...level.series.map((s) => s.label), 'Total'],
    rows: level.points.map((p) => [
      p.bucket,
      ...p.counts.map(String),
      String(p.counts.reduce((a, b) => a + b, 0)),
    ]),
  };
}

/** getEngagementLevelChartsDataForCSV: the engagement chart's rows, as the CSV has them. */
export async function getEngagementCsv(deps: Deps, member: Member, args: AnalyticsArgs) {
  const level = await getEngagementLevel(deps, member, args);
  return { ...engagementTable(level), fileName: csvFileName(level) };
}

export function csvFileName(level: EngagementLevel) {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return `engagement-by-${level.dataType}-${day(level.period.from)}-to-${day(level.period.to)}.csv`;
}

function timesView(row: responseRepo.TimesRow) {
  return {
    questions: row.questions,
    responded: row.responded,
    resolved: row.resolved,
    firstResponseMedianSeconds: round2OrNull(row.first_response_median),
    firstResponseP90Seconds: round2OrNull(row.first_response_p90),
    resolutionMedianSeconds: round2OrNull(row.resolution_median),
    resolutionP90Seconds: round2OrNull(row.resolution_p90),
  };
}
export type ResponseTimesView = ReturnType<typeof timesView>;

/** First response and resolution times, the company's and each first responder's. */
export async function getResponseTimes(deps: Deps, member: Member, args: AnalyticsArgs) {
  const period = periodOf(inputOf(member, args));
  const rows = await responseRepo.responseTimesByMember(deps.db, member.companyId, period);
  const [whole, ...members] = rows;
  return {
    company: timesView(whole!),
    byMember: members.map((row) => ({
      memberId: row.responder_id!,
      name: [row.first_name, row.last_name].filter(Boolean).join(' '),
      times: timesView(row),
    })),
  };
}

/** Response times by category: a category report (Premium). */
export async function getCategoryResponseTimes(deps: Deps, member: Member, args: AnalyticsArgs) {
  const input = inputOf(member, args);
  requirePlan(member, 'categoryReports', text.categoryPremium);
  const rows = await responseRepo.responseTimesByCategory(
    deps.db,
    member.companyId,
    periodOf(input),
  );
  return rows.map((row) => ({
    categoryId: row.category_id,
    name: row.name,
    times: timesView(row),
  }));
}

const RATINGS = [1, 2, 3, 4, 5] as const;
/** A rating of 4 or 5 is a satisfied investor (the usual CSAT reading of a 5-point scale). */
const SATISFIED_FROM = 4;

/** investorSatisfaction: the ratings investors gave the team's replies. */
export async function getInvestorSatisfaction(deps: Deps, member: Member, args: AnalyticsArgs) {
  const period = periodOf(inputOf(member, args));
  const rows = await feedbackRepo.replyRatings(deps.db, member.companyId, period);
  const byRating = rows.filter((r) => r.rating !== null);
  const ratings = byRating.reduce((sum, r) => sum + r.ratings, 0);
  const satisfied = byRating
    .filter((r) => r.rating! >= SATISFIED_FROM)
    .reduce((sum, r) => sum + r.ratings, 0);
  const sum = byRating.reduce((total, r) => total + r.rating! * r.ratings, 0);
  return {
    ratings,
    average: ratings === 0 ? null : round2(sum / ratings),
    satisfiedShare: percent(satisfied, ratings),
    distribution: RATINGS.map((rating) => ({
      rating,
      count: byRating.find((r) => r.rating === rating)?.ratings ?? 0,
    })),
    trend: rows
      .filter((r) => r.bucket !== null)
      .map((r) => ({ bucket: r.bucket!, ratings: r.ratings, average: round2(r.average) })),
  };
}

/** getInvestorSentimentSummary: how the period's questions read (Premium). */
export async function getInvestorSentimentSummary(deps: Deps, member: Member, args: AnalyticsArgs) {
  const input = inputOf(member, args);
  requirePlan(member, 'sentimentScore', text.sentimentPremium);
  const period = periodOf(input);
  const [rows, negative] = await Promise.all([
    feedbackRepo.sentimentCounts(deps.db, member.companyId, period),
    feedbackRepo.mostNegativeQuestions(deps.db, member.companyId, period, MOST_NEGATIVE_QUESTIONS),
  ]);
  const byLabel = rows.filter((r) => r.by_label);
  const trend = rows.filter((r) => !r.by_label);
  const questions = byLabel.reduce((sum, r) => sum + r.questions, 0);
  const scored = byLabel.reduce((sum, r) => sum + r.scored, 0);
  const weighted = byLabel.reduce((sum, r) => sum + (r.average ?? 0) * r.scored, 0);
  return {
    questions,
    scored,
    average: scored === 0 ? null : round2(weighted / scored),
    counts: SENTIMENT_LABELS.map((label) => ({
      label,
      count: byLabel.find((r) => r.label === label)?.questions ?? 0,
    })),
    unscored: byLabel.find((r) => r.label === null)?.questions ?? 0,
    trend: trend
      .filter((r) => r.scored > 0)
      .map((r) => ({ bucket: r.bucket!, scored: r.scored, average: round2(r.average!) })),
    mostNegative: negative.map((row) => ({
      id: row.id,
      subject: row.subject,
      question: row.question,
      score: round2(row.sentiment_score),
      createdAt: new Date(row.created_at),
    })),
  };
}

/** The categories asked about most: a category report (Premium). */
export async function getMostAskedTopics(deps: Deps, member: Member, args: AnalyticsArgs) {
  const input = inputOf(member, args);
  requirePlan(member, 'categoryReports', text.categoryPremium);
  const rows = await feedbackRepo.topCategories(
    deps.db,
    member.companyId,
    periodOf(input),
    TOP_TOPICS,
  );
  return rows.map((row) => ({
    categoryId: row.category_id,
    name: row.name,
    questions: row.questions,
    share: percent(row.questions, row.total),
  }));
}

/** getTotalEnquiryResponse: the period's questions, answered, resolved and outstanding. */
export async function getTotalEnquiryResponse(deps: Deps, member: Member, args: AnalyticsArgs) {
  const period = periodOf(inputOf(member, args));
  const row = await responseRepo.totals(deps.db, member.companyId, period);
  return {
    ...row,
    answerRate: percent(row.answered, row.questions),
    resolutionRate: percent(row.resolved, row.questions),
    period,
  };
}
