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
