import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditTrail, companies } from '../db/schema';
import { makeCompany, makeUser } from '../testing/factories';
import { useTestApp } from '../testing/test-app';
import { requestClient } from '../lib/request-client';
import { changedFields, recordChange } from './audit';
import { eraseInvestorFromTrail } from './audit-privacy';
import type { Member } from './identity/viewer';

const t = useTestApp();

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function aMember(): Promise<Member> {
  const user = await makeUser(t.database.db);
  const company = await makeCompany(t.database.db, user.id);
  return {
    sessionId: 'session',
    user: { id: user.id, email: user.email, firstName: 'Ada', lastName: 'Lovelace' },
    companyId: company.id,
    role: 'admin',
    permissions: [],
    companyCreator: true,
    locked: false,
    isInviteTeamSkipped: false,
    jobTitleInCompany: 'Company secretary',
    subscription: {
      plan: 'premium',
      status: 'active',
      renewable: true,
      quantity: 1,
      stripeCustomerId: null,
    },
  };
}

const rowsOf = (companyId: string) =>
  t.database.db.select().from(auditTrail).where(eq(auditTrail.companyId, companyId));

const entry = {
  area: 'company-details',
  action: 'company.updated',
  subject: { type: 'company', id: 'c1', label: 'Acme Ltd' },
  before: { about: 'Old' },
  after: { about: 'New', passwordHash: 'x', token: 'y' },
} as const;

/** The database's refusal of a statement, as its SQLSTATE code and message. */
async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause ?? error;
    return { code: (cause as { code?: string }).code, message: (cause as Error).message };
  }
  throw new Error('the statement was not refused');
}

describe('recordChange', () => {
  it('writes the actor’s snapshot, the change and the request’s address and device', async () => {
    const member = { ...(await aMember()), client: requestClient('203.0.113.9', MAC_CHROME) };
    await recordChange(t.database.db, member, entry);
    const [row] = await rowsOf(member.companyId);
    expect(row).toMatchObject({
      actorKind: 'member',
      actorUserId: member.user.id,
      actorName: 'Ada Lovelace',
      actorEmail: member.user.email,
      actorRole: 'admin',
      actorJobTitle: 'Company secretary',
      area: 'company-details',
      action: 'company.updated',
      subjectType: 'company',
      subjectId: 'c1',
      subjectLabel: 'Acme Ltd',
      before: { about: 'Old' },
      after: { about: 'New' },
      ip: '203.0.113.9',
      device: 'Chrome on macOS',
    });
  });

  it('is rolled back with the transaction it was written in', async () => {
    const member = await aMember();
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordChange(tx, member, entry);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsOf(member.companyId)).toEqual([]);
  });

  it('records an investor with their name and email and no member', async () => {
    const member = await aMember();
    await recordChange(
      t.database.db,
      { kind: 'investor', companyId: member.companyId, name: 'Ivy', email: 'ivy@example.com' },
      { ...entry, area: 'polls', action: 'poll.voted' },
    );
    const [row] = await rowsOf(member.companyId);
    expect(row).toMatchObject({
      actorKind: 'investor',
      actorUserId: null,
      actorName: 'Ivy',
      actorEmail: 'ivy@example.com',
    });
  });
});

describe('the trail is append-only', () => {
  it('refuses an UPDATE of a row', async () => {
    const member = await aMember();
    await recordChange(t.database.db, member, entry);
    const refused = await refusal(
      t.database.db
        .update(auditTrail)
        .set({ actorName: 'Someone else' })
        .where(eq(auditTrail.companyId, member.companyId)),
    );
    expect(refused).toMatchObject({ code: '42501' });
    expect(refused.message).toContain('append-only');
    const [row] = await rowsOf(member.companyId);
    expect(row!.actorName).toBe('Ada Lovelace');
  });

  it('refuses a DELETE, even of an old row, without the retention job’s setting', async () => {
    const member = await aMember();
    await t.database.db.insert(auditTrail).values({
      companyId: member.companyId,
      actorKind: 'system',
      actorName: 'Test',
      area: 'history',
      action: 'activity-export.created',
      subjectType: 'activity-export',
      subjectId: 'x',
      subjectLabel: 'Old',
      createdAt: new Date('2000-01-01T00:00:00Z'),
    });
    const refused = await refusal(
      t.database.db.delete(auditTrail).where(eq(auditTrail.companyId, member.companyId)),
    );
    expect(refused.code).toBe('42501');
    expect(await rowsOf(member.companyId)).toHaveLength(1);
  });

  it('refuses a DELETE of a row younger than the retention even with the setting', async () => {
    const member = await aMember();
    await recordChange(t.database.db, member, entry);
    const refused = await refusal(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL quorum.audit_retention = 'on'`);
        await tx.delete(auditTrail).where(eq(auditTrail.companyId, member.companyId));
      }),
    );
    expect(refused.code).toBe('42501');
    expect(await rowsOf(member.companyId)).toHaveLength(1);
  });

  it('lets the privacy tool rewrite only an investor’s details, and nothing else of a row', async () => {
    const member = await aMember();
    const investor = {
      kind: 'investor' as const,
      companyId: member.companyId,
      name: 'Ivy Investor',
      email: 'ivy@example.com',
    };
    await recordChange(t.database.db, investor, { ...entry, area: 'polls', action: 'poll.voted' });
    await t.database.db.transaction(async (tx) => {
      await eraseInvestorFromTrail(tx, member.companyId, 'ivy@example.com', []);
    });
    const [row] = await rowsOf(member.companyId);
    expect(row).toMatchObject({
      actorName: 'Erased investor',
      actorEmail: null,
      before: null,
      after: null,
      action: 'poll.voted',
    });
    // With the setting on, a change to when or what happened is still refused.
    const refused = await refusal(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('quorum.audit_privacy', 'on', true)`);
        await tx
          .update(auditTrail)
          .set({ action: 'poll.forged' })
          .where(eq(auditTrail.companyId, member.companyId));
      }),
    );
    expect(refused.code).toBe('42501');
  });

  it('lets a removed company’s rows go with it', async () => {
    const member = await aMember();
    await recordChange(t.database.db, member, entry);
    await t.database.db.delete(companies).where(eq(companies.id, member.companyId));
    expect(await rowsOf(member.companyId)).toEqual([]);
  });
});

describe('changedFields', () => {
  it('keeps only the fields whose values differ', () => {
    expect(
      changedFields(
        { about: 'Old', email: 'a@example.com' },
        { about: 'New', email: 'a@example.com' },
      ),
    ).toEqual({ before: { about: 'Old' }, after: { about: 'New' } });
  });
});
