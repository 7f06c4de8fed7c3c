import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditTrail } from '../../db/schema';
import type { Db } from '../../db/client';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { purgeExpiredActivities } from './retention.job';

const t = useTestApp();

const ACTIVITIES = `query($i: GetActivitiesInput) { getActivities(activityInput: $i) {
  companyWide
  meta { totalItems totalPages currentPage itemsPerPage }
  items { _id userId jobTitle activityDescription companyId createdAt area action
    actor { kind name email role jobTitle } subject { type id label } before after
    changes { field before after } ip device }
} }`;

interface ActivityItem {
  _id: string;
  userId: string | null;
  activityDescription: string;
  area: string;
  action: string;
  actor: { kind: string; name: string | null; jobTitle: string | null };
  subject: { type: string; id: string; label: string };
  before: string | null;
  after: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
  createdAt: string;
}
type Page = {
  getActivities: {
    companyWide: boolean;
    meta: { totalItems: number; totalPages: number; itemsPerPage: number };
    items: ActivityItem[];
  };
};

/** A row as recordChange writes it, at a time of the test's choosing. */
function row(
  db: Db,
  companyId: string,
  values: Partial<typeof auditTrail.$inferInsert> & { actorUserId: string | null },
) {
  return db.insert(auditTrail).values({
    companyId,
    actorKind: 'member',
    actorName: 'Test Person',
    area: 'company-details',
    action: 'company.updated',
    subjectType: 'company',
    subjectId: companyId,
    subjectLabel: 'Test Holdings',
    ...values,
  });
}

/** A company with an admin and a member, both signed in, and one change by each. */
async function companyWithTwo() {
  const db = t.database.db;
  const admin = await makeUser(db);
  const company = await makeCompany(db, admin.id);
  const member = await makeUser(db);
  await addMember(db, company.id, member.id, 'member');
  await row(db, company.id, {
    actorUserId: admin.id,
    actorName: 'Ada Admin',
    before: { about: 'Old words' },
    after: { about: 'New words' },
    createdAt: new Date('2026-01-10T00:00:00Z'),
  });
  await row(db, company.id, {
    actorUserId: member.id,
    actorName: 'Max Member',
    area: 'question-registry',
    action: 'registry-item.created',
    subjectType: 'registry-item',
    subjectId: randomUUID(),
    subjectLabel: 'What is the dividend?',
    after: { question: 'What is the dividend?' },
    createdAt: new Date('2026-02-10T00:00:00Z'),
  });
  return {
    company,
    admin,
    member,
    adminToken: (await signIn(t, admin.email, admin.password)).accessToken,
    memberToken: (await signIn(t, member.email, member.password)).accessToken,
  };
}

const list = async (token: string, input: Record<string, unknown> = {}) => {
  const answer = await gql<Page>(t.app, ACTIVITIES, { i: input }, token);
  if (answer.error) throw new Error(answer.error.message);
  return answer.data!.getActivities;
};

describe('getActivities', () => {
  it('shows an administrator the company’s trail, newest first, with the actor and before and after', async () => {
    const c = await companyWithTwo();
    const page = await list(c.adminToken);
    expect(page.companyWide).toBe(true);
    expect(page.items.map((i) => i.actor.name)).toEqual(['Max Member', 'Ada Admin']);
    const edit = page.items[1]!;
    expect(edit.activityDescription).toBe('Ada Admin updated the company “Test Holdings”');
    expect(edit.changes).toEqual([{ field: 'about', before: 'Old words', after: 'New words' }]);
    expect(JSON.parse(edit.before!)).toEqual({ about: 'Old words' });
  });

  it('shows a member only the rows they made, whatever person they ask for', async () => {
    const c = await companyWithTwo();
    const own = await list(c.memberToken);
    expect(own.companyWide).toBe(false);
    expect(own.items.map((i) => i.actor.name)).toEqual(['Max Member']);
    expect((await list(c.memberToken, { userId: c.admin.id })).items).toEqual([]);
  });

  it('pages 10 at a time', async () => {
    const c = await companyWithTwo();
    for (let i = 0; i < 11; i++)
      await row(t.database.db, c.company.id, {
        actorUserId: c.admin.id,
        subjectLabel: `Edit ${i}`,
      });
    const first = await list(c.adminToken);
    expect(first.items).toHaveLength(10);
    expect(first.meta).toMatchObject({ totalItems: 13, totalPages: 2, itemsPerPage: 10 });
  });

  it('filters by person, area, dates and subject', async () => {
    const c = await companyWithTwo();
    const names = async (input: Record<string, unknown>) =>
      (await list(c.adminToken, input)).items.map((i) => i.actor.name);
    expect(await names({ userId: c.member.id })).toEqual(['Max Member']);
    expect(await names({ area: 'company-details' })).toEqual(['Ada Admin']);
    expect(await names({ from: '2026-02-01T00:00:00Z', to: '2026-02-28T00:00:00Z' })).toEqual([
      'Max Member',
    ]);
    expect(await names({ subjectType: 'company', subjectId: c.company.id })).toEqual(['Ada Admin']);
  });

  it('refuses an end date before the start date with the message', async () => {
    const c = await companyWithTwo();
    const answer = await gql(
      t.app,
      ACTIVITIES,
      { i: { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } },
      c.adminToken,
    );
    expect(answer.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The end date must be on or after the start date.',
    });
  });

  it('answers another company’s subject as not found', async () => {
    const c = await companyWithTwo();
    const other = await companyWithTwo();
    const answer = await gql(
      t.app,
      ACTIVITIES,
      { i: { subjectType: 'company', subjectId: other.company.id } },
      c.adminToken,
    );
    expect(answer.error?.code).toBe('NOT_FOUND');
  });
});

const exportCsv = (token: string, query = '', from = { ip: '127.0.0.1', userAgent: 'curl/8' }) =>
  t.app.inject({
    method: 'GET',
    url: `/activities.csv${query}`,
    remoteAddress: from.ip,
    headers: { authorization: `Bearer ${token}`, 'user-agent': from.userAgent },
  });

const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('GET /activities.csv', () => {
  it('streams the list as UTF-8 CSV with its byte-order mark, the rows the list shows', async () => {
    const c = await companyWithTwo();
    const response = await exportCsv(c.adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Date \(UTC\),Person,Email/);
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['Max Member', 'Ada Admin']);
  });

  it('prefixes a cell a spreadsheet would read as a formula with an apostrophe', async () => {
    const c = await companyWithTwo();
    await row(t.database.db, c.company.id, {
      actorUserId: c.admin.id,
      actorName: '=HYPERLINK("http://evil.example")',
      subjectLabel: '@SUM(A1)',
    });
    await row(t.database.db, c.company.id, {
      actorUserId: c.admin.id,
      actorName: '+61 400',
      subjectLabel: '-1',
    });
    const body = (await exportCsv(c.adminToken)).body;
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(body).toContain(",'@SUM(A1),");
    expect(body).toContain(",'+61 400,");
    expect(body).toContain(",'-1,");
  });

  it('writes the export itself to the trail, with its filters and row count', async () => {
    const c = await companyWithTwo();
    await exportCsv(c.adminToken, '?area=company-details');
    const [logged] = await t.database.db
      .select()
      .from(auditTrail)
      .where(
        and(
          eq(auditTrail.companyId, c.company.id),
          eq(auditTrail.action, 'activity-export.created'),
        ),
      );
    expect(logged).toMatchObject({
      area: 'history',
      actorUserId: c.admin.id,
      after: { rows: 1, area: 'company-details' },
    });
  });

  it('records the address and device the export was asked from', async () => {
    const c = await companyWithTwo();
    for (const from of [
      { ip: '203.0.113.7', userAgent: WINDOWS_FIREFOX },
      { ip: '198.51.100.4', userAgent: 'curl/8' },
    ])
      await exportCsv(c.adminToken, '', from);
    const logged = await t.database.db
      .select({ ip: auditTrail.ip, device: auditTrail.device })
      .from(auditTrail)
      .where(
        and(
          eq(auditTrail.companyId, c.company.id),
          eq(auditTrail.action, 'activity-export.created'),
        ),
      )
      .orderBy(auditTrail.createdAt);
    expect(logged).toEqual([
      { ip: '203.0.113.7', device: 'Firefox on Windows' },
      { ip: '198.51.100.4', device: expect.not.stringMatching(/Firefox/) },
    ]);
  });

  it('gives a member only their own rows', async () => {
    const c = await companyWithTwo();
    const lines = (await exportCsv(c.memberToken)).body.trim().split('\r\n');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['Max Member']);
  });

  it('refuses a bad filter with its message and logs nothing', async () => {
    const c = await companyWithTwo();
    const response = await exportCsv(c.adminToken, '?area=nowhere');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please choose an area from the list.');
    const logged = await t.database.db
      .select()
      .from(auditTrail)
      .where(
        and(
          eq(auditTrail.companyId, c.company.id),
          eq(auditTrail.action, 'activity-export.created'),
        ),
      );
    expect(logged).toEqual([]);
  });
});

const RETENTION = `mutation($d: Int!) { updateActivityRetention(retentionDays: $d) { retentionDays label mayChange } }`;

describe('retention', () => {
  it('lets an administrator choose 90 days, and records the change', async () => {
    const c = await companyWithTwo();
    const answer = await gql(t.app, RETENTION, { d: 90 }, c.adminToken);
    expect(answer.data).toEqual({
      updateActivityRetention: { retentionDays: 90, label: '90 days', mayChange: true },
    });
    const page = await list(c.adminToken, { area: 'history' });
    expect(page.items[0]!.changes).toEqual([
      { field: 'retentionDays', before: '2555', after: '90' },
    ]);
  });

  it('records the address and device of the request that changed it, shown in the list', async () => {
    const c = await companyWithTwo();
    await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: '203.0.113.7',
      headers: {
        'content-type': 'application/json',
        'user-agent': WINDOWS_FIREFOX,
        authorization: `Bearer ${c.adminToken}`,
      },
      payload: JSON.stringify({ query: RETENTION, variables: { d: 90 } }),
    });
    const [change] = (await list(c.adminToken, { area: 'history' })).items as (ActivityItem & {
      ip: string | null;
      device: string | null;
    })[];
    expect(change).toMatchObject({ ip: '203.0.113.7', device: 'Firefox on Windows' });
  });

  it('refuses a member and a period not offered', async () => {
    const c = await companyWithTwo();
    expect((await gql(t.app, RETENTION, { d: 90 }, c.memberToken)).error?.code).toBe('FORBIDDEN');
    expect((await gql(t.app, RETENTION, { d: 30 }, c.adminToken)).error).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please choose one of the retention periods offered.',
    });
  });

  it('the daily job deletes rows older than the company’s retention and keeps the rest', async () => {
    const c = await companyWithTwo();
    const other = await companyWithTwo();
    await gql(t.app, RETENTION, { d: 90 }, c.adminToken);
    const old = new Date(Date.now() - 100 * 24 * 60 * 60 * 1000);
    await row(t.database.db, c.company.id, {
      actorUserId: c.admin.id,
      subjectLabel: 'Old',
      createdAt: old,
    });
    await row(t.database.db, other.company.id, {
      actorUserId: other.admin.id,
      subjectLabel: 'Old',
      createdAt: old,
    });
    await purgeExpiredActivities(t.database.db);
    const labels = async (companyId: string) =>
      (
        await t.database.db.select().from(auditTrail).where(eq(auditTrail.companyId, companyId))
      ).map((r) => r.subjectLabel);
    expect(await labels(c.company.id)).not.toContain('Old');
    // The other company keeps the default 7 years.
    expect(await labels(other.company.id)).toContain('Old');
  });
});
