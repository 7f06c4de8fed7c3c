import { builder } from '../../graphql/builder';
import type { Period } from './period';
import type {
  EngagementLevel,
  EngagementSeries,
  ResponseTimesView,
  getCategoryResponseTimes,
  getEngagementCsv,
  getInvestorSatisfaction,
  getInvestorSentimentSummary,
  getMostAskedTopics,
  getResponseTimes,
  getTotalEnquiryResponse,
} from './service';

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
type Item<T> = T extends readonly (infer I)[] ? I : never;

export const DashboardRangeInputType = builder.inputType('DashboardRangeInput', {
  description:
    'The period an analytics answer covers. range: 30Days, 3Months, 6Months (the default), 12Months or custom; a custom range names its first and last day (YYYY-MM-DD, both included, at most 5 years). dataType: investor-type (the default), channel or category. timeZone: the IANA zone whose days the buckets follow (Australia/Sydney when none).',
  fields: (t) => ({
    range: t.string({ required: true }),
    from: t.string(),
    to: t.string(),
    dataType: t.string(),
    timeZone: t.string(),
  }),
});

const PeriodType = builder.objectRef<Period>('AnalyticsPeriod').implement({
  description:
    'The questions counted: those that arrived in [from, to). bucket is how long each point of a chart is (day, week from Monday, or month), in timeZone.',
  fields: (t) => ({
    from: t.expose('from', { type: 'DateTime' }),
    to: t.expose('to', { type: 'DateTime' }),
    timeZone: t.exposeString('timeZone'),
    bucket: t.exposeString('bucket'),
  }),
});

const SeriesType = builder.objectRef<EngagementSeries>('EngagementSeries').implement({
  fields: (t) => ({
    key: t.exposeString('key', {
      description: 'A channel, an investor type, a category id or uncategorised.',
    }),
    label: t.exposeString('label'),
    total: t.exposeInt('total'),
  }),
});

const PointType = builder
  .objectRef<EngagementLevel['points'][number]>('EngagementPoint')
  .implement({
    fields: (t) => ({
      bucket: t.exposeString('bucket', { description: 'The bucket’s first day, YYYY-MM-DD.' }),
      counts: t.exposeIntList('counts', { description: 'Questions per series, in series order.' }),
    }),
  });

export const EngagementLevelType = builder.objectRef<EngagementLevel>('EngagementLevel').implement({
  description: 'Questions over time, split into series by the data type.',
  fields: (t) => ({
    dataType: t.exposeString('dataType'),
    period: t.expose('period', { type: PeriodType }),
    series: t.expose('series', { type: [SeriesType] }),
    points: t.expose('points', { type: [PointType] }),
    total: t.exposeInt('total'),
  }),
});

const CsvRowType = builder.objectRef<string[]>('CsvRow').implement({
  fields: (t) => ({ cells: t.stringList({ resolve: (row) => row }) }),
});

export const EngagementCsvType = builder
  .objectRef<Answer<typeof getEngagementCsv>>('EngagementChartsCsv')
  .implement({
    description: 'The engagement chart’s rows, as its CSV download has them.',
    fields: (t) => ({
      fileName: t.exposeString('fileName'),
      header: t.exposeStringList('header'),
      rows: t.field({ type: [CsvRowType], resolve: (csv) => csv.rows }),
    }),
  });

const TimesType = builder.objectRef<ResponseTimesView>('ResponseTimeStats').implement({
  description:
    'First response (the first team reply sent) and resolution, from the question’s arrival, in seconds: the median and the 90th percentile (null when none).',
  fields: (t) => ({
    questions: t.exposeInt('questions'),
    responded: t.exposeInt('responded'),
    resolved: t.exposeInt('resolved'),
    firstResponseMedianSeconds: t.exposeFloat('firstResponseMedianSeconds', { nullable: true }),
    firstResponseP90Seconds: t.exposeFloat('firstResponseP90Seconds', { nullable: true }),
    resolutionMedianSeconds: t.exposeFloat('resolutionMedianSeconds', { nullable: true }),
    resolutionP90Seconds: t.exposeFloat('resolutionP90Seconds', { nullable: true }),
  }),
});

type MemberTimes = Item<Answer<typeof getResponseTimes>['byMember']>;
const MemberTimesType = builder.objectRef<MemberTimes>('MemberResponseTimes').implement({
  description: 'The questions a member sent the first reply to.',
  fields: (t) => ({
    memberId: t.exposeID('memberId'),
    name: t.exposeString('name'),
    times: t.expose('times', { type: TimesType }),
  }),
});

export const ResponseTimesType = builder
  .objectRef<Answer<typeof getResponseTimes>>('ResponseTimes')
  .implement({
    fields: (t) => ({
      company: t.expose('company', { type: TimesType }),
      byMember: t.expose('byMember', { type: [MemberTimesType] }),
    }),
  });

export const CategoryTimesType = builder
  .objectRef<Item<Answer<typeof getCategoryResponseTimes>>>('CategoryResponseTimes')
  .implement({
    fields: (t) => ({
      categoryId: t.exposeID('categoryId'),
      name: t.exposeString('name'),
      times: t.expose('times', { type: TimesType }),
    }),
  });

type Satisfaction = Answer<typeof getInvestorSatisfaction>;
const RatingCountType = builder
  .objectRef<Satisfaction['distribution'][number]>('RatingCount')
  .implement({
    fields: (t) => ({ rating: t.exposeInt('rating'), count: t.exposeInt('count') }),
  });
const RatingPointType = builder.objectRef<Satisfaction['trend'][number]>('RatingPoint').implement({
  fields: (t) => ({
    bucket: t.exposeString('bucket'),
    ratings: t.exposeInt('ratings'),
    average: t.exposeFloat('average'),
  }),
});

export const SatisfactionType = builder.objectRef<Satisfaction>('InvestorSatisfaction').implement({
  description:
    'Investors’ ratings (1–5) of the team’s replies to the period’s questions. satisfiedShare: the percentage rated 4 or 5.',
  fields: (t) => ({
    ratings: t.exposeInt('ratings'),
    average: t.exposeFloat('average', { nullable: true }),
    satisfiedShare: t.exposeFloat('satisfiedShare'),
    distribution: t.expose('distribution', { type: [RatingCountType] }),
    trend: t.expose('trend', { type: [RatingPointType] }),
  }),
});

type Sentiment = Answer<typeof getInvestorSentimentSummary>;
const LabelCountType = builder
  .objectRef<Sentiment['counts'][number]>('SentimentLabelCount')
  .implement({
    fields: (t) => ({ label: t.exposeString('label'), count: t.exposeInt('count') }),
  });
const SentimentPointType = builder
  .objectRef<Sentiment['trend'][number]>('SentimentPoint')
  .implement({
    fields: (t) => ({
      bucket: t.exposeString('bucket'),
      scored: t.exposeInt('scored'),
      average: t.exposeFloat('average'),
    }),
  });
const NegativeQuestionType = builder
  .objectRef<Sentiment['mostNegative'][number]>('NegativeQuestion')
  .implement({
    fields: (t) => ({
      _id: t.exposeID('id'),
      subject: t.exposeString('subject', { nullable: true }),
      question: t.exposeString('question'),
      score: t.exposeFloat('score'),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
    }),
  });

export const SentimentSummaryType = builder
  .objectRef<Sentiment>('InvestorSentimentSummary')
  .implement({
    description:
      'How the period’s questions read, scored when each arrived: -1 (most negative) to 1 (most positive).',
    fields: (t) => ({
      questions: t.exposeInt('questions'),
      scored: t.exposeInt('scored'),
      unscored: t.exposeInt('unscored'),
      average: t.exposeFloat('average', { nullable: true }),
      counts: t.expose('counts', { type: [LabelCountType] }),
      trend: t.expose('trend', { type: [SentimentPointType] }),
      mostNegative: t.expose('mostNegative', { type: [NegativeQuestionType] }),
    }),
  });

export const TopicType = builder
  .objectRef<Item<Answer<typeof getMostAskedTopics>>>('TopicCount')
  .implement({
    description:
      'A category and how many of the period’s questions carry it (share: a percentage).',
    fields: (t) => ({
      categoryId: t.exposeID('categoryId'),
      name: t.exposeString('name'),
      questions: t.exposeInt('questions'),
      share: t.exposeFloat('share'),
    }),
  });

export const TotalsType = builder
  .objectRef<Answer<typeof getTotalEnquiryResponse>>('TotalEnquiryResponse')
  .implement({
    description:
      'The period’s questions: answered (a team reply sent), resolved, outstanding (neither yet); the rates are percentages.',
    fields: (t) => ({
      questions: t.exposeInt('questions'),
      answered: t.exposeInt('answered'),
      resolved: t.exposeInt('resolved'),
      outstanding: t.exposeInt('outstanding'),
      answerRate: t.exposeFloat('answerRate'),
      resolutionRate: t.exposeFloat('resolutionRate'),
      period: t.expose('period', { type: PeriodType }),
    }),
  });
