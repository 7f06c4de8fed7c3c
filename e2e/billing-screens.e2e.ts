import { LOCAL_TEST_CARDS, messages } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { SCENARIO_MS, useBillingProduct } from './support/billing-product';
import { newPerson } from './support/people';

/**
 * Billing's screens on the local driver, in Chromium against the built product: the plan pages
 * in both modes, the checkout page with its test cards, /success and /error, every plan notice and
 * the banner in each state, each checked by axe and photographed at desktop and phone widths
 * (e2e/artifacts/billing).
 */
const {
  newDevice,
  shoot,
  glimpse,
  at,
  register,
  keepTrial,
  buyPremium,
  payWith,
  banner,
  dialog,
  moveClock,
  joinTeam,
} = useBillingProduct('billing');

describe('Billing screens', () => {
  it(
    'a new company sees Add mode, the plans modal, chooses Essentials and is greeted on the invite-team step',
    async () => {
      const page = await newDevice();
      await register(page, newPerson());
      await page.getByRole('region', { name: 'Premium' }).getByText('A$399').waitFor();
      await shoot(page, '01-plan-add-mode');

      await page.getByRole('combobox', { name: messages.pricing.findYourPlanHelp }).selectOption({
        label: 'More than 100,000 shareholders',
      });
      await page
        .getByRole('region', { name: 'Premium' })
        .getByRole('link', { name: /^Contact Sales/ })
        .waitFor();

      await page.getByRole('button', { name: 'Enter your exact number of shareholders' }).click();
      const plans = dialog(page, 'Choose your plan');
      await plans.getByLabel('Number of shareholders').fill('12000');
      await plans.getByText(`${messages.pricing.premiumAtTier('20,000')}: A$1,299/month`).waitFor();
      await shoot(page, '02-plans-modal');
      await plans.getByRole('button', { name: 'Cancel' }).click();
      await plans.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Select Essentials' }).click();
      await at(page, '/dashboard/invite-team');
      const greeting = dialog(page, 'Plan activated');
      await greeting.getByText(messages.plan.activated('Essentials')).waitFor();
      await shoot(page, '03-stripe-success-invite-team');
      await greeting.getByRole('button', { name: 'Go to the dashboard' }).click();
      await at(page, '/dashboard');
      await banner(page).getByText(messages.subscription.planName('Essentials')).waitFor();
      await shoot(page, '04-banner-essentials');

      await page.goto('/dashboard/update-plan');
      const rows = page.getByRole('region', { name: /^(Essentials|Premium)$/ });
      await page.getByRole('button', { name: 'Upgrade: Premium' }).waitFor();
      expect(await rows.first().getAttribute('aria-label')).toBe('Essentials');
      await shoot(page, '05-update-plan-essentials');

      await page.goto('/success?session_id=chk_unknown&flag=update');
      await page.getByRole('heading', { name: messages.pricing.confirmFailed }).waitFor();
      await shoot(page, '05b-payment-success-not-confirmed');
    },
    SCENARIO_MS,
  );

  it(
    'a trial upgrades to 20,000 shareholders: a declined card lands on /error, the success card on premium_success and the renewal date; then a downgrade, a re-activation and a tier change',
    async () => {
      const page = await newDevice();
      await register(page, newPerson());
      await keepTrial(page);
      await banner(page).getByText(messages.subscription.trial).waitFor();
      await shoot(page, '06-banner-trial');

      await page.goto('/dashboard/update-plan');
      await page.getByRole('button', { name: 'Subscribe: Premium' }).waitFor();
      await shoot(page, '07-update-plan-trial');

      await buyPremium(page, '20000', /^Subscribe/);
      await page.getByRole('heading', { name: 'Quorum Premium — 20,000 shareholders' }).waitFor();
      await shoot(page, '08-checkout');
      await payWith(page, LOCAL_TEST_CARDS.declined);
      await at(page, '/error');
      await page.getByRole('heading', { name: messages.plan.paymentFailed }).waitFor();
      await shoot(page, '09-payment-error');

      await page.getByRole('link', { name: 'Back to plans' }).click();
      await buyPremium(page, '20000', /^Subscribe/);
      // The sync is held back a moment, to see /success while it confirms the payment.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/stripe/sync', async (route) => {
        await held;
        await route.continue();
      });
      await payWith(page, LOCAL_TEST_CARDS.succeeds);
      await at(page, '/success');
      await page.getByRole('heading', { name: messages.pricing.confirming }).waitFor();
      await glimpse(page, '09b-payment-success-confirming');
      release();
      await at(page, '/dashboard');
      await page.unroute('**/stripe/sync');
      const supercharged = dialog(page, messages.pricing.supercharged);
      await supercharged.waitFor();
      await shoot(page, '10-premium-success');
      await supercharged.getByRole('button', { name: 'Got it!' }).click();
      await supercharged.waitFor({ state: 'hidden' });
      await banner(page)
        .getByText(/^Renews on/)
        .waitFor();
      await shoot(page, '11-banner-premium');

      await page.goto('/dashboard/update-plan');
      const premium = page.getByRole('region', { name: 'Premium' });
      await premium.getByText('Current plan').waitFor();
      expect(
        await premium.getByRole('combobox', { name: 'Number of shareholders' }).inputValue(),
      ).toBe('20000');
      await shoot(page, '12-update-plan-premium');

      await page.getByRole('button', { name: 'Downgrade: Essentials' }).click();
      const confirm = dialog(page, "What you're getting with Premium");
      await confirm.getByText('A$1,299/month').waitFor();
      await shoot(page, '13-downgrade-confirm');
      await confirm.getByRole('button', { name: "I don't want Premium" }).click();
      await at(page, '/dashboard');
      const cancelled = dialog(page, messages.pricing.downgradeTitle);
      await cancelled.waitFor();
      await shoot(page, '14-downgrade-premium-success');
      await cancelled.getByRole('button', { name: 'Got it' }).click();
      await banner(page)
        .getByText(/^Ends on/)
        .waitFor();
      await shoot(page, '15-banner-downgrade-scheduled');

      // Paid during the trial and then cancelled: the trial's days run out, and Premium can be had
      // back from the banner's link.
      await page.goto('/dashboard/update-plan?isReactivate=Yes');
      await premium.getByRole('button', { name: 'Reactivate: Premium' }).waitFor();
      await shoot(page, '16-update-plan-reactivate');
      await premium.getByRole('button', { name: 'Reactivate: Premium' }).click();
      await at(page, '/dashboard');
      await dialog(page, messages.pricing.supercharged)
        .getByRole('button', { name: 'Got it!' })
        .click();
      await banner(page)
        .getByText(/^Renews on/)
        .waitFor();

      await page.goto('/dashboard/update-plan');
      await premium
        .getByRole('combobox', { name: 'Number of shareholders' })
        .selectOption({ label: 'Up to 50,000 shareholders' });
      await premium.getByRole('button', { name: 'Upgrade: Premium' }).click();
      const tier = dialog(
        page,
        `What you're getting with ${messages.pricing.premiumAtTier('50,000')}`,
      );
      await tier.getByText('A$2,499/month').waitFor();
      await shoot(page, '17-tier-change-confirm');
      await tier.getByRole('button', { name: 'Upgrade' }).click();
      await at(page, '/dashboard');
      await dialog(page, messages.pricing.supercharged).waitFor();
    },
    SCENARIO_MS,
  );

  it(
    'a renewal that fails: past due with its grace days, then on hold for creator and member, then re-activated',
    async () => {
      const page = await newDevice();
      const creator = newPerson();
      const colleague = newPerson();
      await register(page, creator);
      await keepTrial(page);

      // A colleague joins as an admin, to see what a member who did not create the company sees.
      const them = await joinTeam(page, creator, colleague, 'admin');

      await them.goto('/dashboard/update-plan');
      await them.getByRole('button', { name: 'Subscribe: Premium' }).click();
      await dialog(them, messages.plan.nonPermitUpgrade).waitFor();
      await shoot(them, '18-non-permit-upgrade');

      await buyPremium(page, '5000', /^Subscribe/);
      await payWith(page, LOCAL_TEST_CARDS.renewalFails);
      await at(page, '/dashboard');
      await dialog(page, messages.pricing.supercharged)
        .getByRole('button', { name: 'Got it!' })
        .click();

      // Paid during the trial, charged when its 14 days end: the charge fails.
      await moveClock(15);
      await page.goto('/dashboard');
      await banner(page).getByText(messages.subscription.paymentFailed, { exact: false }).waitFor();
      await shoot(page, '19-banner-past-due');

      await moveClock(8);
      await page.goto('/dashboard');
      const welcome = dialog(page, messages.pricing.welcome);
      await welcome.waitFor();
      await shoot(page, '20-not-subscribed');
      await welcome.getByRole('button', { name: 'Close', exact: true }).click();
      await banner(page).getByText(messages.subscription.expired, { exact: false }).waitFor();
      await shoot(page, '21-banner-on-hold');

      await them.goto('/dashboard');
      const inactive = dialog(them, messages.pricing.inactiveTitle);
      await inactive.waitFor();
      await shoot(them, '22-not-subscribed-non-creator');

      await banner(page).getByRole('link', { name: 'Re-activate' }).click();
      await at(page, '/dashboard/update-plan');
      await page.getByRole('region', { name: 'Premium' }).getByText('On hold').waitFor();
      await shoot(page, '23-update-plan-on-hold');
      await page.getByRole('button', { name: 'Reactivate: Premium' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      await payWith(page, LOCAL_TEST_CARDS.succeeds);
      await at(page, '/dashboard');
      await dialog(page, messages.pricing.supercharged).waitFor();
      await page.getByRole('button', { name: 'Got it!' }).click();
      await banner(page)
        .getByText(/^Renews on/)
        .waitFor();
    },
    SCENARIO_MS,
  );
});
