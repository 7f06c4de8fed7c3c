import { describe, expect, it } from 'vitest';
import {
  billingReceiptEmail,
  paymentFailedEmail,
  planChangedEmail,
  supportMessageEmail,
  trialEndingEmail,
} from '.';

const APP = 'https://quorum.example';
/** 1 p.m. UTC on 19 March is already 20 March in Sydney (AEDT, UTC+11). */
const LATE_ON_MARCH_19_UTC = new Date('2026-03-19T13:30:00Z');
const APRIL_20 = new Date('2026-04-20T02:00:00Z');

const receipt = (supplier: { name: string; abn: string | null } | null) =>
  billingReceiptEmail({
    invoiceNumber: 'Q-2026-000123',
    issuedAt: LATE_ON_MARCH_19_UTC,
    companyName: 'Swan River Gold Ltd',
    companyAbn: '12345678901',
    periodStart: LATE_ON_MARCH_19_UTC,
    periodEnd: APRIL_20,
    tier: 20000,
    amountUnits: 129900,
    supplier,
  });

describe('the billing emails', () => {
  it('tell a trial’s creator the day it ends, what Premium gives and where to choose a plan', async () => {
    const email = await trialEndingEmail({
      firstName: 'Dana',
      companyName: 'Swan River Gold Ltd',
      trialEndsAt: LATE_ON_MARCH_19_UTC,
      appUrl: APP,
    });
    expect(email.subject).toBe('Your Premium trial for Swan River Gold Ltd ends on 20 March 2026');
    expect(email.text).toContain(
      'The free Premium trial of Swan River Gold Ltd ends on 20 March 2026.',
    );
    expect(email.text).toContain('- Unlimited team members');
    expect(email.html).toContain('<li');
    expect(email.text).toContain('only the first 2 team members keep access');
    expect(email.html).toContain(`href="${APP}/dashboard/update-plan"`);
    expect(email.text).toContain(`Choose your plan: ${APP}/dashboard/update-plan`);
  });

  it('say a failed payment’s amount with GST, that Premium stays until the grace ends, and link to re-activate', async () => {
    const email = await paymentFailedEmail({
      firstName: 'Dana',
      companyName: 'Swan River Gold Ltd',
      amountUnits: 129900,
      graceEndsAt: APRIL_20,
      appUrl: APP,
    });
    expect(email.text).toContain('We could not take the payment of A$1,299 (GST included)');
    expect(email.text).toContain('Premium stays until 20 April 2026.');
    expect(email.html).toContain(`href="${APP}/dashboard/update-plan?isReactivate=Yes"`);
  });

  it('say a move to Essentials keeps Premium until the period ends, then 2 members and 3 questions and templates', async () => {
    const email = await planChangedEmail({
      firstName: 'Dana',
      companyName: 'Swan River Gold Ltd',
      from: { plan: 'premium', tier: 20000 },
      to: { plan: 'freemium', tier: null },
      effectiveAt: APRIL_20,
      amountUnits: null,
      appUrl: APP,
    });
    expect(email.subject).toBe('Swan River Gold Ltd moves to Essentials on 20 April 2026');
    expect(email.text).toContain(
      'changes from Premium (up to 20,000 shareholders) to Essentials on 20 April 2026.',
    );
    expect(email.text).toContain('Premium stays until then.');
    expect(email.text).toContain(
      'only the first 2 team members keep access, and questions in the registry beyond 3 and response templates beyond 3 become read-only',
    );
    expect(email.text).toContain('Nothing is deleted');
  });

  it('say a new tier’s monthly price with GST, without listing what Premium gives again', async () => {
    const email = await planChangedEmail({
      firstName: 'Dana',
      companyName: 'Swan River Gold Ltd',
      from: { plan: 'premium', tier: 5000 },
      to: { plan: 'premium', tier: 50000 },
      effectiveAt: LATE_ON_MARCH_19_UTC,
      amountUnits: 249900,
      appUrl: APP,
    });
    expect(email.text).toContain(
      'from Premium (up to 5,000 shareholders) to Premium (up to 50,000 shareholders) on 20 March 2026.',
    );
    expect(email.text).toContain('Premium costs A$2,499 a month, GST included.');
    expect(email.html).not.toContain('<li');
  });

  it('list what Premium gives when a company moves onto it from Essentials', async () => {
    const email = await planChangedEmail({
      firstName: 'Dana',
      companyName: 'Swan River Gold Ltd',
      from: { plan: 'freemium', tier: null },
      to: { plan: 'premium', tier: 5000 },
      effectiveAt: LATE_ON_MARCH_19_UTC,
      amountUnits: 39900,
      appUrl: APP,
    });
    expect(email.text).toContain('from Essentials to Premium (up to 5,000 shareholders)');
    expect(email.text).toContain('- Unlimited question registry and templates');
  });

  it('make the receipt a tax invoice with both ABNs, the period, the tier, and the GST in the price (1/11)', async () => {
    const email = await receipt({ name: 'Quorum Pty Ltd', abn: '98765432109' });
    expect(email.subject).toBe('Tax invoice Q-2026-000123: Quorum Premium for Swan River Gold Ltd');
    expect(email.text).toContain('From: Quorum Pty Ltd (ABN 98 765 432 109)');
    expect(email.text).toContain('To: Swan River Gold Ltd (ABN 12 345 678 901)');
    expect(email.text).toContain('Description: Quorum Premium, up to 20,000 shareholders, monthly');
    expect(email.text).toContain('Period: 20 March 2026 to 20 April 2026');
    expect(email.text).toContain('Total (GST included): A$1,299');
    // A$1,299 includes A$118.09 of GST: 129,900 cents / 11, rounded.
    expect(email.text).toContain('GST included in the total: A$118.09');
    expect(email.text).toContain('Prices include GST.');
    expect(email.html).toContain('A$118.09');
  });

  it('call the receipt a receipt, not a tax invoice, when no supplier ABN is configured', async () => {
    const email = await receipt(null);
    expect(email.subject).toMatch(/^Receipt Q-2026-000123/);
    expect(email.text).toContain('From: Quorum\n');
    expect(email.text).not.toContain('Tax invoice');
  });
});

describe('the support email', () => {
  it('says whom to answer, the reason, the words as typed and the attachment’s link', async () => {
    const email = await supportMessageEmail({
      kind: 'feedback',
      reference: 'row-1',
      senderName: 'Dana Usher',
      senderEmail: 'dana@example.com',
      companyName: 'Swan River Gold Ltd',
      subject: 'Slow board',
      body: 'It takes <b>ten</b> seconds.',
      attachment: { name: 'board.png', url: `${APP}/files/a.png?signature=x` },
    });
    expect(email.subject).toBe('Feedback from Swan River Gold Ltd: Slow board');
    expect(email.text).toContain(
      'Feedback from Dana Usher <dana@example.com> of Swan River Gold Ltd.',
    );
    expect(email.text).toContain('Please answer dana@example.com directly');
    expect(email.text).toContain('Reason for feedback: Slow board');
    expect(email.text).toContain('Reference row-1.');
    expect(email.html).toContain('href="https://quorum.example/files/a.png?signature=x"');
    expect(email.html).not.toContain('<b>ten</b>');
    expect(email.html).toContain('&lt;b&gt;ten&lt;/b&gt;');
  });
});
