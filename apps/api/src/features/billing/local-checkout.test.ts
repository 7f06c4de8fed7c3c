import { describe, expect, it } from 'vitest';
import { LOCAL_TEST_CARDS, messages } from '@quorum/shared';
import { useTestApp } from '../../testing/test-app';
import { rest } from '../integrations/testing/webform-test-kit';
import { localHarness, premiumPriceId, subscribe, trialCompany } from './testing/billing-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });

async function openCheckout(tier = 20000) {
  const company = await trialCompany(t, localHarness);
  const started = await subscribe(t, company.creator.token, {
    type: 'premium',
    priceId: await premiumPriceId(t),
    range: tier,
    flag: 'add',
  });
  const id = new URL(started.body.data.url!).pathname.split('/').pop()!;
  return { company, id, url: started.body.data.url! };
}

const pay = (id: string, card: Record<string, string>) =>
  rest<{ data: { redirect: string }; message: string }>(t, 'POST', `/billing/checkout/${id}/pay`, {
    body: card,
  });

const CARD = { cardNumber: LOCAL_TEST_CARDS.succeeds, expiry: '12/39', cvc: '123' };

describe('the local checkout page', () => {
  it('lives at an unguessable address of the product itself, and shows the month’s price with its GST', async () => {
    const { id, url } = await openCheckout(50000);
    expect(url).toMatch(/\/checkout\/cs_local_[A-Za-z0-9_-]{32}$/);
    const other = await openCheckout(50000);
    expect(other.id).not.toBe(id);
    const page = await rest<{ data: Record<string, unknown> }>(t, 'GET', `/billing/checkout/${id}`);
    expect(page.body.data).toMatchObject({
      tier: 50000,
      amountUnits: 249900,
      gstUnits: 22718,
      currency: 'aud',
      status: 'open',
    });
  });

  it('goes back to invite-team after a first choice (Add mode), through /success', async () => {
    const { id } = await openCheckout();
    const paid = await pay(id, CARD);
    expect(paid.body.data.redirect).toBe(`/success?session_id=${id}&flag=add`);
  });

  it('refuses a card number that is not one, a past expiry and a short code, with their words', async () => {
    const { id } = await openCheckout();
    expect((await pay(id, { ...CARD, cardNumber: '4242' })).body.message).toBe(
      messages.plan.cardInvalid,
    );
    expect((await pay(id, { ...CARD, expiry: '01/20' })).body.message).toBe(
      messages.plan.expiryInvalid,
    );
    expect((await pay(id, { ...CARD, cvc: '1' })).body.message).toBe(messages.plan.cvcInvalid);
    const page = await rest<{ data: { status: string } }>(t, 'GET', `/billing/checkout/${id}`);
    expect(page.body.data.status).toBe('open');
  });

  it('stays payable after a declined card, and cannot be paid twice', async () => {
    const { id } = await openCheckout();
    const declined = await pay(id, { ...CARD, cardNumber: LOCAL_TEST_CARDS.declined });
    expect(declined.body.data.redirect).toBe(`/error?session_id=${id}`);
    expect((await pay(id, CARD)).status).toBe(200);
    const again = await pay(id, CARD);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.plan.checkoutNotFound);
  });

  it('answers not found for an address that is no checkout', async () => {
    const missing = await rest<{ message: string }>(t, 'GET', '/billing/checkout/cs_local_nothing');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(messages.plan.checkoutNotFound);
  });
});
