import { LOCAL_TEST_CARDS, messages } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { SCENARIO_MS, useBillingProduct } from './support/billing-product';
import { newPerson } from './support/people';

/**
 * Issue 13's acceptance on the local driver, in a product of its own (its clock starts at now):
 * a new company's trial upgraded through the checkout, a declined card, a downgrade that takes
 * effect when the clock passes the period's end, what Essentials then does to a third member and
 * a fourth question, and a re-activation that gives everything back.
 */
const {
  newDevice,
  shoot,
  at,
  register,
  keepTrial,
  buyPremium,
  payWith,
  banner,
  dialog,
  moveClock,
  joinTeam,
  addQuestions,
} = useBillingProduct('billing-acceptance');

describe('Plans and billing, start to end', () => {
  it(
    'issue 13 acceptance: a trial upgrades to 20,000 shareholders, downgrades at the period end (a third member loses access, the fourth question turns read-only) and re-activates to have everything back',
    async () => {
      const page = await newDevice();
      const creator = newPerson();
      await register(page, creator);
      await keepTrial(page);
      await joinTeam(page, creator, newPerson(), 'admin');
      const third = await joinTeam(page, creator, newPerson(), 'member');
      const questions = ['When is the AGM?', 'Is a dividend planned?', 'Who audits the accounts?'];
      await addQuestions(creator, [
        ...questions,
        'When does drilling resume at the northern site?',
      ]);

      // A declined card: /error, 'Your payment has failed'.
      await buyPremium(page, '20000', /^Subscribe/);
      await payWith(page, LOCAL_TEST_CARDS.declined);
      await at(page, '/error');
      await page.getByRole('heading', { name: 'Your payment has failed' }).waitFor();

      // The success card: premium_success, then the banner's renewal date.
      await buyPremium(page, '20000', /^Subscribe/);
      await payWith(page, LOCAL_TEST_CARDS.succeeds);
      await at(page, '/dashboard');
      await dialog(page, messages.pricing.supercharged)
        .getByRole('button', { name: 'Got it!' })
        .click();
      await banner(page)
        .getByText(/^Renews on/)
        .waitFor();

      // The downgrade, scheduled: Premium stays to the period's end.
      await page.goto('/dashboard/update-plan');
      await page.getByRole('button', { name: 'Downgrade: Essentials' }).click();
      await dialog(page, "What you're getting with Premium")
        .getByRole('button', { name: "I don't want Premium" })
        .click();
      await at(page, '/dashboard');
      await dialog(page, messages.pricing.downgradeTitle)
        .getByRole('button', { name: 'Got it' })
        .click();
      await banner(page)
        .getByText(/^Ends on/)
        .waitFor();

      // The period ends (the trial's 14 days the payment kept): Essentials.
      await moveClock(15);
      await page.goto('/dashboard');
      await banner(page).getByText(messages.subscription.planName('Essentials')).waitFor();

      // The third member is told why they cannot come in.
      await third.goto('/dashboard');
      const lost = dialog(third, messages.team.lostAccessTitle);
      await lost.waitFor();
      await shoot(third, '24-lost-access');

      // The fourth question is read-only; the first three are not.
      await page.goto('/dashboard/question-registry');
      await page
        .getByRole('link', { name: 'When does drilling resume at the northern site?' })
        .waitFor();
      expect(await page.getByText('Read-only', { exact: true }).count()).toBe(1);
      await shoot(page, '25-registry-read-only');

      // Re-activation: a new checkout, and everything is back.
      await page.goto('/dashboard/update-plan?isReactivate=Yes');
      await page.getByRole('button', { name: /^(Reactivate|Upgrade): Premium$/ }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      await payWith(page, LOCAL_TEST_CARDS.succeeds);
      await at(page, '/dashboard');
      await dialog(page, messages.pricing.supercharged)
        .getByRole('button', { name: 'Got it!' })
        .click();
      await page.goto('/dashboard/question-registry');
      await page
        .getByRole('link', { name: 'When does drilling resume at the northern site?' })
        .waitFor();
      expect(await page.getByText('Read-only', { exact: true }).count()).toBe(0);
      // The third member, left at the company chooser, comes back in.
      await third.goto('/dashboard');
      await third.getByRole('button', { name: creator.company.legalName }).click();
      await at(third, '/dashboard');
      expect(await dialog(third, messages.team.lostAccessTitle).count()).toBe(0);
    },
    SCENARIO_MS,
  );
});
