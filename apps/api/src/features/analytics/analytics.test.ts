import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { makeCategory, makeInvestor, makeQuestion } from './testing/analytics-kit';

const text = messages.analytics;
const t = useTestApp();

// Two weeks of March 2026 in Sydney (daylight saving: UTC+11), both days included.
const MARCH = { range: 'custom', from: '2026-03-02', to: '2026-03-15' };
const HOUR = 3600;

const ENGAGEMENT = `query($c: ID, $i: DashboardRangeInput) {
  getEngagementLevelV2(companyId: $c, dashboardInput: $i) {
    dataType total period { from to timeZone bucket }
    series { key label total } points { bucket counts }
  }
}`;
const CSV = `query($i: DashboardRangeInput) {
  getEngagementLevelChartsDataForCSV(dashboardInput: $i) { fileName header rows { cells } }
}`;
const TIMES = `query($i: DashboardRangeInput) {
  getResponseTimes(dashboardInput: $i) {
    company { questions responded resolved firstResponseMedianSeconds firstResponseP90Seconds
      resolutionMedianSeconds resolutionP90Seconds }
    byMember { memberId name times { questions firstResponseMedianSeconds firstResponseP90Seconds } }
  }
}`;
const CATEGORY_TIMES = `query($i: DashboardRangeInput) {
  getCategoryResponseTimes(dashboardInput: $i) { name times { questions firstResponseMedianSeconds } }
}`;
const SATISFACTION = `query($i: DashboardRangeInput) {
  investorSatisfaction(dashboardInput: $i) {
    ratings average satisfiedShare distribution { rating count } trend { bucket ratings average }
  }
}`;
const SENTIMENT = `query($i: DashboardRangeInput) {
  getInvestorSentimentSummary(dashboardInput: $i) {
    questions scored unscored average counts { label count } trend { bucket average }
    mostNegative { _id question score }
  }
}`;
const TOPICS = `query($i: DashboardRangeInput) {
  getMostAskedTopics(dashboardInput: $i) { name questions share }
}`;
const TOTALS = `query($c: ID, $i: DashboardRangeInput) {
  getTotalEnquiryResponse(companyId: $c, dashboardInput: $i) {
    questions answered resolved outstanding answerRate resolutionRate
  }
}`;

interface Team {
  companyId: string;
  token: string;
  adminId: string;
  colleagueId: string;
}

async function team(plan: 'premium' | 'freemium'): Promise<Team> {
  const db = t.database.db;
  const admin = await makeUser(db);
  const company = await makeCompany(db, admin.id, { plan });
  const colleague = await makeUser(db);
  await addMember(db, company.id, colleague.id, 'member');
  const { accessToken } = await signIn(t, admin.email, admin.password);
  return {
    companyId: company.id,
    token: accessToken,
    adminId: admin.id,
    colleagueId: colleague.id,
  };
}

let premium: Team;
let essentials: Team;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const db = t.database.db;
  premium = await team('premium');
  essentials = await team('freemium');
  const { companyId, adminId, colleagueId } = premium;
  const dividends = await makeCategory(db, companyId, 'Dividends');
  const guidance = await makeCategory(db, companyId, '=Guidance');
  const holder = await makeInvestor(db, companyId, 'invested');
  const follower = await makeInvestor(db, companyId, 'interested');
  // 12:00 on 2 March in Sydney: a guest through the web form, answered in an hour, resolved in 2.
  ids.guest = await makeQuestion(db, companyId, {
    at: '2026-03-02T01:00:00Z',
    channel: 'web_form',
    categoryIds: [dividends],
    sentiment: { score: -0.8, label: 'negative' },
    replies: [{ by: colleagueId, hours: 1, rating: 5 }],
    resolvedAfterHours: 2,
    question: 'Why was the dividend cut again?',
  });
  // 10:30 on 3 March in Sydney (still 2 March in UTC): a shareholder in the app, in two
  // categories; the admin answered first, the colleague later.
  ids.holder = await makeQuestion(db, companyId, {
    at: '2026-03-02T23:30:00Z',
    investorId: holder,
    categoryIds: [dividends, guidance],
    sentiment: { score: 0.5, label: 'positive' },
    replies: [
      { by: adminId, hours: 3, rating: 4 },
      { by: colleagueId, hours: 4 },
    ],
  });
  // A follower's reply to an announcement, not yet answered; the colleague's draft counts for none.
  ids.follower = await makeQuestion(db, companyId, {
    at: '2026-03-03T05:00:00Z',
    investorId: follower,
    enquiryType: 'announcement_reply',
    sentiment: { score: 0, label: 'neutral' },
    draftBy: colleagueId,
  });
  // By email, not scored, answered by the admin in 5 hours and resolved in 10.
  ids.email = await makeQuestion(db, companyId, {
    at: '2026-03-10T02:00:00Z',
    investorId: holder,
    channel: 'email',
    replies: [{ by: adminId, hours: 5, rating: 2 }],
    resolvedAfterHours: 10,
  });
  // Not counted: a sample question, a question after the period, another company's question.
  await makeQuestion(db, companyId, { at: '2026-03-04T02:00:00Z', sample: true });
  await makeQuestion(db, companyId, { at: '2026-03-15T13:30:00Z' });
  await makeQuestion(db, essentials.companyId, {
    at: '2026-03-05T02:00:00Z',
    replies: [{ by: essentials.adminId, hours: 1, rating: 1 }],
  });
});

/** Asks one query; `data` is its one field's answer. */
async function ask<T = unknown>(team: Team, query: string, variables: Record<string, unknown>) {
  const response = await gql<Record<string, T>>(t.app, query, variables, team.token);
  return {
    data: response.data ? Object.values(response.data)[0] : undefined,
    error: response.error,
  };
}

interface Level {
  dataType: string;
  total: number;
  period: { bucket: string; timeZone: string; from: string; to: string };
  series: { key: string; label: string; total: number }[];
  points: { bucket: string; counts: number[] }[];
}

function seriesTotals(level: { series: { key: string; label: string; total: number }[] }) {
  return Object.fromEntries(level.series.map((s) => [s.label, s.total]));
}

describe('engagement over time', () => {
  it('counts the period’s questions per day in Sydney, split by investor type', async () => {
    const { data: level } = await ask<Level>(premium, ENGAGEMENT, {
      c: premium.companyId,
      i: MARCH,
    });
    if (!level) throw new Error('no answer');
    expect(level.dataType).toBe('investor-type');
    expect(level.period).toEqual({
      bucket: 'day',
      timeZone: 'Australia/Sydney',
      from: '2026-03-01T13:00:00.000Z',
      to: '2026-03-15T13:00:00.000Z',
    });
    expect(seriesTotals(level)).toEqual({
      Shareholders: 2,
      'Interested investors': 1,
      Guests: 1,
    });
    expect(level.total).toBe(4);
    expect(level.points).toHaveLength(14);
    const day = (bucket: string) => level.points.find((p) => p.bucket === bucket)!.counts;
    // Series order: invested, interested, guest.
    expect(day('2026-03-02')).toEqual([0, 0, 1]);
    expect(day('2026-03-03')).toEqual([1, 1, 0]);
    expect(day('2026-03-10')).toEqual([1, 0, 0]);
    expect(day('2026-03-04')).toEqual([0, 0, 0]);
  });

  it('splits by channel, a reply to an announcement as its own series', async () => {
    const { data } = await ask<Level>(premium, ENGAGEMENT, {
      i: { ...MARCH, dataType: 'channel' },
    });
    expect(seriesTotals(data!)).toEqual({
      'Mobile app': 1,
      'Web form': 1,
      'Investor page': 0,
      Email: 1,
      Announcement: 1,
    });
  });

  it('splits by category, a question in two categories counting in each', async () => {
    const { data } = await ask<Level>(premium, ENGAGEMENT, {
      i: { ...MARCH, dataType: 'category' },
    });
    expect(seriesTotals(data!)).toEqual({
      Dividends: 2,
      '=Guidance': 1,
      Uncategorised: 2,
    });
  });

  it('counts 6 months in weeks and 12 months in months', async () => {
    const six = await ask<Level>(premium, ENGAGEMENT, {
      i: { range: '6Months', dataType: 'channel' },
    });
    expect(six.data!.period.bucket).toBe('week');
    const year = await ask<Level>(premium, ENGAGEMENT, {
      i: { range: '12Months', dataType: 'channel' },
    });
    expect(year.data!.period.bucket).toBe('month');
  });

  it('gives the CSV the chart’s rows, header first', async () => {
    const { data: csv } = await ask<{
      fileName: string;
      header: string[];
      rows: { cells: string[] }[];
    }>(premium, CSV, { i: { ...MARCH, dataType: 'category' } });
    if (!csv) throw new Error('no answer');
    expect(csv.fileName).toBe('engagement-by-category-2026-03-01-to-2026-03-15.csv');
    expect(csv.header).toEqual([
      'Period starting',
      '=Guidance',
      'Dividends',
      'Uncategorised',
      'Total',
    ]);
    expect(csv.rows).toHaveLength(14);
    expect(csv.rows[1]!.cells).toEqual(['2026-03-03', '1', '1', '1', '3']);
  });
});

describe('response times', () => {
  it('gives the median and 90th percentile of first response and resolution', async () => {
    const { data: times } = await ask<{
      company: Record<string, number>;
      byMember: { memberId: string; times: Record<string, number> }[];
    }>(premium, TIMES, { i: MARCH });
    if (!times) throw new Error('no answer');
    // First responses 1, 3 and 5 hours; resolutions 2 and 10 hours (percentile_cont).
    expect(times.company).toEqual({
      questions: 4,
      responded: 3,
      resolved: 2,
      firstResponseMedianSeconds: 3 * HOUR,
      firstResponseP90Seconds: 3 * HOUR + 0.8 * 2 * HOUR,
      resolutionMedianSeconds: 6 * HOUR,
      resolutionP90Seconds: 2 * HOUR + 0.9 * 8 * HOUR,
    });
  });

  it('credits each question to the member who sent its first reply', async () => {
    const { data } = await ask<{ byMember: { memberId: string; times: Record<string, number> }[] }>(
      premium,
      TIMES,
      { i: MARCH },
    );
    const byMember = data!.byMember;
    expect(byMember.map((m) => [m.memberId, m.times.questions])).toEqual([
      [premium.adminId, 2],
      [premium.colleagueId, 1],
    ]);
    expect(byMember[0]!.times.firstResponseMedianSeconds).toBe(4 * HOUR);
    expect(byMember[1]!.times.firstResponseMedianSeconds).toBe(1 * HOUR);
  });

  it('gives response times by category on Premium', async () => {
    const { data } = await ask(premium, CATEGORY_TIMES, { i: MARCH });
    expect(data).toEqual([
      { name: 'Dividends', times: { questions: 2, firstResponseMedianSeconds: 2 * HOUR } },
      { name: '=Guidance', times: { questions: 1, firstResponseMedianSeconds: 3 * HOUR } },
    ]);
  });
});

describe('satisfaction, sentiment, topics and totals', () => {
  it('averages the ratings of the team’s replies to 2 decimals, 4 and 5 counting as satisfied', async () => {
    const { data } = await ask(premium, SATISFACTION, { i: MARCH });
    expect(data).toEqual({
      ratings: 3,
      average: 3.67,
      satisfiedShare: 66.67,
      distribution: [
        { rating: 1, count: 0 },
        { rating: 2, count: 1 },
        { rating: 3, count: 0 },
        { rating: 4, count: 1 },
        { rating: 5, count: 1 },
      ],
      trend: [
        { bucket: '2026-03-02', ratings: 1, average: 5 },
        { bucket: '2026-03-03', ratings: 1, average: 4 },
        { bucket: '2026-03-10', ratings: 1, average: 2 },
      ],
    });
  });

  it('sums up sentiment and lists the most negative questions', async () => {
    const { data } = await ask(premium, SENTIMENT, { i: MARCH });
    expect(data).toEqual({
      questions: 4,
      scored: 3,
      unscored: 1,
      average: -0.1,
      counts: [
        { label: 'positive', count: 1 },
        { label: 'neutral', count: 1 },
        { label: 'negative', count: 1 },
      ],
      trend: [
        { bucket: '2026-03-02', average: -0.8 },
        { bucket: '2026-03-03', average: 0.25 },
      ],
      mostNegative: [{ _id: ids.guest, question: 'Why was the dividend cut again?', score: -0.8 }],
    });
  });

  it('lists the categories asked about most with their share of the questions', async () => {
    const { data } = await ask(premium, TOPICS, { i: MARCH });
    expect(data).toEqual([
      { name: 'Dividends', questions: 2, share: 50 },
      { name: '=Guidance', questions: 1, share: 25 },
    ]);
  });

  it('totals the period’s questions, counting no other company’s', async () => {
    const { data } = await ask(premium, TOTALS, { c: premium.companyId, i: MARCH });
    expect(data).toEqual({
      questions: 4,
      answered: 3,
      resolved: 2,
      outstanding: 1,
      answerRate: 75,
      resolutionRate: 50,
    });
  });
});

describe('Premium gates', () => {
  it('refuses investor profiling and category reports on Essentials but shows channels', async () => {
    const byType = await ask(essentials, ENGAGEMENT, { i: MARCH });
    expect(byType.error).toEqual({ code: 'PAYMENT_REQUIRED', message: text.investorTypePremium });
    const byCategory = await ask(essentials, CSV, { i: { ...MARCH, dataType: 'category' } });
    expect(byCategory.error).toEqual({ code: 'PAYMENT_REQUIRED', message: text.categoryPremium });
    const byChannel = await ask(essentials, ENGAGEMENT, { i: { ...MARCH, dataType: 'channel' } });
    expect(byChannel.data).toMatchObject({ total: 1 });
  });

  it('refuses the sentiment summary, topics and times by category on Essentials', async () => {
    for (const [query, message] of [
      [SENTIMENT, text.sentimentPremium],
      [TOPICS, text.categoryPremium],
      [CATEGORY_TIMES, text.categoryPremium],
    ] as const) {
      const { error } = await ask(essentials, query, { i: MARCH });
      expect(error).toEqual({ code: 'PAYMENT_REQUIRED', message });
    }
  });

  it('gives Essentials its totals, response times and satisfaction', async () => {
    const totals = await ask(essentials, TOTALS, { i: MARCH });
    expect(totals.data).toMatchObject({ questions: 1, answered: 1 });
    const times = await ask(essentials, TIMES, { i: MARCH });
    expect(times.data).toMatchObject({ company: { questions: 1 } });
    const satisfaction = await ask(essentials, SATISFACTION, { i: MARCH });
    expect(satisfaction.data).toMatchObject({ ratings: 1, average: 1 });
  });
});

describe('bad input', () => {
  it.each([
    [{ range: 'Forever' }, text.unknownRange],
    [{ range: 'custom', from: '2026-03-02' }, text.customNeedsDates],
    [{ range: 'custom', from: '2026-03-15', to: '2026-03-02' }, text.rangeReversed],
    [
      { range: 'custom', from: '2020-01-01', to: '2025-01-01' },
      'A custom range can span at most 5 years.',
    ],
    [{ range: '30Days', dataType: 'mood' }, text.unknownDataType],
  ])('refuses %o with a clear message', async (input, message) => {
    const { error } = await ask(premium, TOTALS, { i: input });
    expect(error).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('refuses another company’s id', async () => {
    const { error } = await ask(premium, TOTALS, { c: essentials.companyId, i: MARCH });
    expect(error).toEqual({ code: 'FORBIDDEN', message: messages.auth.notInCompany });
  });
});

describe('the CSV download', () => {
  const download = (team: Team, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/analytics/engagement.csv?${query}`,
      headers: { authorization: `Bearer ${team.token}` },
    });

  it('streams the chart’s numbers with a BOM, a formula kept as text', async () => {
    const response = await download(
      premium,
      'range=custom&from=2026-03-02&to=2026-03-15&dataType=category',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="engagement-by-category-2026-03-01-to-2026-03-15.csv"',
    );
    const lines = response.body.split('\r\n');
    // Categories by name: '=' sorts before letters.
    expect(lines[0]).toBe("\uFEFFPeriod starting,'=Guidance,Dividends,Uncategorised,Total");
    expect(lines[1]).toBe('2026-03-02,0,1,0,1');
    expect(lines[2]).toBe('2026-03-03,1,1,1,3');
    expect(lines).toHaveLength(16);
  });

  it('refuses what the chart refuses: a Premium split on Essentials, bad input, no sign-in', async () => {
    const gated = await download(essentials, 'range=6Months&dataType=investor-type');
    expect(gated.statusCode).toBe(402);
    expect(gated.json()).toMatchObject({ message: text.investorTypePremium });
    const bad = await download(premium, 'range=Forever');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: text.unknownRange });
    const anonymous = await t.app.inject({ method: 'GET', url: '/analytics/engagement.csv' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the most negative questions', () => {
  it('show the same words asked twice once, at their newest asking', async () => {
    const db = t.database.db;
    const team2 = await team('premium');
    const complaint = 'Another dilutive raise? This is disgraceful.';
    const negative = { score: -0.7, label: 'negative' } as const;
    await makeQuestion(db, team2.companyId, {
      at: '2026-03-03T02:00:00Z',
      question: complaint,
      sentiment: negative,
    });
    const newest = await makeQuestion(db, team2.companyId, {
      at: '2026-03-05T02:00:00Z',
      question: complaint,
      sentiment: negative,
    });
    const other = await makeQuestion(db, team2.companyId, {
      at: '2026-03-04T02:00:00Z',
      question: 'Why did the guidance get cut?',
      sentiment: { score: -0.5, label: 'negative' },
    });
    const { data } = await ask<{ mostNegative: unknown[] }>(team2, SENTIMENT, { i: MARCH });
    expect(data!.mostNegative).toEqual([
      { _id: newest, question: complaint, score: -0.7 },
      { _id: other, question: 'Why did the guidance get cut?', score: -0.5 },
    ]);
  });
});
