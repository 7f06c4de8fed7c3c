import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageVisits } from '../../db/schema';
import { makeCompany, makeUser, signIn } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const visit = (url: string, module: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify({ module }),
  });

describe('page-visit activity', () => {
  it('records a signed-in member’s visit under their company and the module name', async () => {
    const user = await makeUser(t.database.db);
    const company = await makeCompany(t.database.db, user.id);
    const session = await signIn(t, user.email, user.password);
    expect((await visit('/activityLog', 'question registry', session.accessToken)).statusCode).toBe(
      204,
    );
    const rows = await t.database.db
      .select()
      .from(pageVisits)
      .where(and(eq(pageVisits.companyId, company.id), eq(pageVisits.userId, user.id)));
    expect(rows.map((r) => r.module)).toEqual(['question registry']);
  });

  it('refuses a dashboard visit without a valid token', async () => {
    expect((await visit('/activityLog', 'dashboard')).statusCode).toBe(401);
  });

  it('records a public page visit without a user', async () => {
    expect((await visit('/activityLog/auth', 'forgot password')).statusCode).toBe(204);
  });

  it('refuses a module name the spec does not list', async () => {
    const response = await visit('/activityLog/auth', 'drop table users');
    expect(response.statusCode).toBe(400);
  });
});

describe('page visits past a person’s limit', () => {
  const visitsBy = async (userId: string) =>
    (await t.database.db.select().from(pageVisits).where(eq(pageVisits.userId, userId))).length;
  const dropped = async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const line = text.split('\n').find((l) => l.startsWith('quorum_page_visits_dropped_total '));
    return Number(line?.split(' ')[1]);
  };

  it('records 600 an hour from one person, answers the 601st alike but drops and counts it; others are still recorded', async () => {
    const user = await makeUser(t.database.db);
    await makeCompany(t.database.db, user.id);
    const { accessToken } = await signIn(t, user.email, user.password);
    const droppedBefore = await dropped();
    const answers = [];
    for (let i = 0; i < 601; i++)
      answers.push((await visit('/activityLog', 'dashboard', accessToken)).statusCode);
    expect(answers).toEqual(Array(601).fill(204));
    expect(await visitsBy(user.id)).toBe(600);
    expect(await dropped()).toBe(droppedBefore + 1);

    const other = await makeUser(t.database.db);
    await makeCompany(t.database.db, other.id);
    const session = await signIn(t, other.email, other.password);
    expect((await visit('/activityLog', 'dashboard', session.accessToken)).statusCode).toBe(204);
    expect(await visitsBy(other.id)).toBe(1);
  });
});
