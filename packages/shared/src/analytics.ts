/**
 * The vocabulary of the dashboard and analytics (issue 16): where a question came from, who asked
 * it, how it reads, and the periods the charts cover. Both the server's queries and the screens'
 * selectors read these lists, so a value one side knows the other knows too.
 */

/**
 * How a question reached the company. `announcement` is not a channel of its own: a reply to an
 * announcement arrives through one of these and is told apart by its enquiry type.
 */
export const ENQUIRY_CHANNELS = ['app', 'web_form', 'investor_page', 'email'] as const;
export type EnquiryChannel = (typeof ENQUIRY_CHANNELS)[number];

/** The series of the engagement chart by channel: the channels and replies to announcements. */
export const ENGAGEMENT_CHANNELS = [
  'app',
  'web_form',
  'investor_page',
  'email',
  'announcement',
] as const;
export type EngagementChannel = (typeof ENGAGEMENT_CHANNELS)[number];
export const ENGAGEMENT_CHANNEL_LABELS: Record<EngagementChannel, string> = {
  app: 'Mobile app',
  web_form: 'Web form',
  investor_page: 'Investor page',
  email: 'Email',
  announcement: 'Announcement',
};

/**
 * What an investor is to the company (the dashboard's "interested and invested investors"):
 * following it, or holding its shares. A guest who asked through the web form or the investor
 * page is neither, as far as the company knows, and counts as `guest` in the charts.
 */
export const FOLLOWER_TYPES = ['interested', 'invested'] as const;
export type FollowerType = (typeof FOLLOWER_TYPES)[number];

/** The series of a chart by investor type (spec §9: the dashboard's default data type). */
export const INVESTOR_TYPES = ['invested', 'interested', 'guest'] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];
export const INVESTOR_TYPE_LABELS: Record<InvestorType, string> = {
  invested: 'Shareholders',
  interested: 'Interested investors',
  guest: 'Guests',
};

/** How a question reads, scored when it arrives: -1 (most negative) to 1 (most positive). */
export const SENTIMENT_LABELS = ['positive', 'neutral', 'negative'] as const;
export type SentimentLabel = (typeof SENTIMENT_LABELS)[number];
export const SENTIMENT_LABEL_TEXT: Record<SentimentLabel, string> = {
  positive: 'Positive',
  neutral: 'Neutral',
  negative: 'Negative',
};

/**
 * The dashboard's periods. The spec names '6Months' ("Last 6 months") as the default; the others
 * are the usual steps either side of it, and `custom` takes a from and a to of its own.
 */
export const DASHBOARD_RANGES = ['30Days', '3Months', '6Months', '12Months', 'custom'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const DEFAULT_DASHBOARD_RANGE: DashboardRange = '6Months';
export const DASHBOARD_RANGE_LABELS: Record<DashboardRange, string> = {
  '30Days': 'Last 30 days',
  '3Months': 'Last 3 months',
  '6Months': 'Last 6 months',
  '12Months': 'Last 12 months',
  custom: 'Custom range',
};

/** How the charts split their series (spec §9: default investor-type). */
export const DASHBOARD_DATA_TYPES = ['investor-type', 'channel', 'category'] as const;
export type DashboardDataType = (typeof DASHBOARD_DATA_TYPES)[number];
export const DEFAULT_DASHBOARD_DATA_TYPE: DashboardDataType = 'investor-type';

/** A custom range may span at most five years (issue 16). */
export const MAX_CUSTOM_RANGE_YEARS = 5;
