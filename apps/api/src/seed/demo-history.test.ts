import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_CHANNELS } from '@quorum/shared';
import { rowsOf } from '../db/rows';
import { makeCompany, makeUser } from '../testing/factories';
import { useTestApp } from '../testing/test-app';
import { seedDemoBoard } from './demo-board';
import { seedDemoHistory } from './demo-history';
import { seededRandom } from './seeded-random';

const t = useTestApp();

async function seededCompany(now: Date) {
  const db = t.database.db;
  const user = await makeUser(db);
  const company = await makeCompany(db, user.id);
  await db.transaction(async (tx) => {
    await seedDemoBoard(tx, company.id, user.id, now);
    await seedDemoHistory(tx, { companyId: company.id, userId: user.id, now });
  });
  return company.id;
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  rowsOf<T>(await t.database.db.execute(query));

describe('the demo company’s six months of history', () => {
  it('has questions in each of the last six months, in every channel, with answers and ratings', async () => {
    const now = new Date('2027-03-20T03:00:00Z');
    const companyId = await seededCompany(now);

    const months = await rows<{ month: number; questions: number }>(sql`
      SELECT floor(extract(epoch FROM ${now.toISOString()}::timestamptz - created_at) / 86400 / 30)::int AS month,
             count(*)::int AS questions
      FROM enquiries WHERE company_id = ${companyId} GROUP BY 1 ORDER BY 1`);
    expect(months.filter((m) => m.month < 6).map((m) => m.month)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const month of months) expect(month.questions).toBeGreaterThan(5);

    const channels = await rows<{ channel: string }>(sql`
      SELECT DISTINCT channel FROM enquiries WHERE company_id = ${companyId}`);
    expect(channels.map((c) => c.channel).sort()).toEqual([...ENQUIRY_CHANNELS].sort());

    const [totals] = await rows<Record<string, number>>(sql`
      SELECT count(*)::int AS questions,
             count(*) FILTER (WHERE is_guest)::int AS guests,
             count(*) FILTER (WHERE enquiry_type = 'announcement_reply'
               AND (announcement_info->>'announcementId')::uuid IN
                 (SELECT id FROM announcements WHERE company_id = ${companyId}))::int AS announcement_replies,
             count(*) FILTER (WHERE responded_at IS NOT NULL)::int AS answered,
             count(*) FILTER (WHERE board_status = 'archived')::int AS archived,
             count(*) FILTER (WHERE board_status = 'outstanding')::int AS outstanding,
             count(*) FILTER (WHERE rating BETWEEN 1 AND 5)::int AS rated,
             count(*) FILTER (WHERE sentiment_score IS NOT NULL)::int AS scored
      FROM enquiries WHERE company_id = ${companyId}`);
    expect(totals!.questions).toBeGreaterThan(300);
    expect(totals!.guests).toBeGreaterThan(50);
    expect(totals!.announcement_replies).toBeGreaterThan(10);
    expect(totals!.answered! / totals!.questions!).toBeGreaterThan(0.9);
    expect(totals!.archived).toBeGreaterThan(5);
    // Only the last day or two's questions still wait: the board's Outstanding column stays short.
    expect(totals!.outstanding).toBeGreaterThan(0);
    expect(totals!.outstanding).toBeLessThan(20);
    expect(totals!.rated).toBeGreaterThan(50);
    // The sentiment scorer's backfill scores them (features/sentiment), not the seed.
    expect(totals!.scored).toBe(0);

    const [replies] = await rows<Record<string, number>>(sql`
      SELECT count(DISTINCT r.responder_id)::int AS responders,
             count(*) FILTER (WHERE r.rating BETWEEN 1 AND 5)::int AS rated,
             count(DISTINCT r.rating)::int AS distinct_ratings,
             count(*) FILTER (WHERE e.responded_at < e.created_at)::int AS before_asked,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM e.responded_at - e.created_at) / 3600)::float8 AS median_hours,
             max(extract(epoch FROM e.responded_at - e.created_at) / 3600)::float8 AS slowest_hours
      FROM enquiry_replies r JOIN enquiries e ON e.id = r.enquiry_id
      WHERE r.company_id = ${companyId} AND r.from_quorum AND r.sent_at IS NOT NULL`);
    expect(replies!.responders).toBe(3);
    expect(replies!.rated).toBeGreaterThan(50);
    expect(replies!.distinct_ratings).toBe(5);
    expect(replies!.before_asked).toBe(0);
    // First responses take hours to days.
    expect(replies!.median_hours).toBeGreaterThan(2);
    expect(replies!.median_hours).toBeLessThan(48);
    expect(replies!.slowest_hours).toBeGreaterThan(48);

    const [views] = await rows<{ spread_days: number }>(sql`
      SELECT (extract(epoch FROM max(v.created_at) - min(v.created_at)) / 86400)::float8 AS spread_days
      FROM announcement_views v JOIN announcements a ON a.id = v.announcement_id
      WHERE a.company_id = ${companyId}`);
    expect(views!.spread_days).toBeGreaterThan(120);

    const [events] = await rows<{ past: number }>(sql`
      SELECT count(*)::int AS past FROM company_events
      WHERE company_id = ${companyId} AND ends_at < ${now.toISOString()}::timestamptz`);
    expect(events!.past).toBeGreaterThan(0);
  });

  it('tells the same story on every database: the generator is seeded', () => {
    const first = seededRandom(7);
    const second = seededRandom(7);
    const draws = Array.from({ length: 5 }, () => first());
    expect(Array.from({ length: 5 }, () => second())).toEqual(draws);
    expect(draws.every((n) => n >= 0 && n < 1)).toBe(true);
  });
});
