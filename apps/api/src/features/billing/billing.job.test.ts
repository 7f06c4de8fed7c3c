import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyMembers, outboxEmails } from '../../db/schema';
import { lastEmailTo, signIn } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { localHarness, subscriptionRow, trialCompany, upgrade } from './testing/billing-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });

async function emailsTo(address: string, subject: RegExp) {
  const mails = await t.database.db
    .select({ subject: outboxEmails.subject })
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, address));
  return mails.filter((mail) => subject.test(mail.subject));
}

describe('the billing job', () => {
  it('tells the creator 3 days before the trial ends, once', async () => {
    const company = await trialCompany(t, localHarness); // 12 days left
    await localHarness.advance(t, company.companyId, 8); // 4 left: not yet
    expect(await emailsTo(company.creator.email, /trial .* ends on/)).toHaveLength(0);
    await localHarness.advance(t, company.companyId, 1); // 3 left
    await localHarness.advance(t, company.companyId, 1); // 2 left: not again
    expect(await emailsTo(company.creator.email, /trial .* ends on/)).toHaveLength(1);
    expect(await emailsTo(company.admin.email, /trial/)).toHaveLength(0);
  });

  it('moves a trial past its end to Essentials, the first 2 members keeping access', async () => {
    const company = await trialCompany(t, localHarness);
    await localHarness.advance(t, company.companyId, 13);
    expect(await subscriptionRow(t, company.companyId)).toMatchObject({
      plan: 'freemium',
      status: 'active',
      endDate: null,
    });
    const members = await t.database.db
      .select({ userId: companyMembers.userId, locked: companyMembers.locked })
      .from(companyMembers)
      .where(
        and(eq(companyMembers.companyId, company.companyId), eq(companyMembers.locked, false)),
      );
    expect(members.map((m) => m.userId).sort()).toEqual(
      [company.creator.id, company.admin.id].sort(),
    );
    // The creator still signs in to it.
    expect(
      (await signIn(t, company.creator.email, company.creator.password)).accessToken,
    ).toBeTruthy();
  });

  it('leaves a trial still running alone', async () => {
    const company = await trialCompany(t, localHarness);
    await localHarness.advance(t, company.companyId, 11);
    expect(await subscriptionRow(t, company.companyId)).toMatchObject({ status: 'trialing' });
  });

  it('sends the creator a receipt with its GST for each charge, and a warning when one fails', async () => {
    const company = await trialCompany(t, localHarness);
    await upgrade(t, localHarness, company, 20000); // charged when the trial ends
    expect(await emailsTo(company.creator.email, /Quorum Premium for/)).toHaveLength(0);
    await localHarness.advance(t, company.companyId, 13);
    const receipt = await lastEmailTo(t.database.db, company.creator.email);
    expect(receipt?.subject).toMatch(/Quorum Premium for/);
    // A$1,299 includes A$118.09 of GST (one eleventh).
    expect(receipt?.textBody).toContain('1,299');
    expect(receipt?.textBody).toContain('118.09');

    const failing = await trialCompany(t, localHarness);
    await upgrade(t, localHarness, failing, 5000, 'renewalFails');
    await localHarness.advance(t, failing.companyId, 13);
    expect(await emailsTo(failing.creator.email, /^Payment failed/)).toHaveLength(1);
  });
});
