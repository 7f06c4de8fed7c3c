import type { Plan, PricedTier } from '@quorum/shared';
import { isPricedTier, premiumPriceUnits } from '@quorum/shared';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import {
  billingReceiptEmail,
  enqueueEmail,
  paymentFailedEmail,
  planChangedEmail,
  trialEndingEmail,
} from '../email';
import { billingContact } from './repo';
import type { EntitlementRow } from './repo';

const tierOf = (row: EntitlementRow, plan: Plan): PricedTier | null => {
  const tier = row.quantity as PricedTier;
  return plan === 'premium' && isPricedTier(tier) ? tier : null;
};

/**
 * The emails a change of billing state sends the company's creator, queued in the change's own
 * transaction (sent only if it commits): the plan changed (now, or scheduled for the period end),
 * or a renewal failed and Premium is kept for the grace days.
 */
export async function notifyBillingChange(
  deps: Deps,
  tx: Db,
  companyId: string,
  change: {
    before: EntitlementRow;
    after: EntitlementRow;
    planBefore: Plan;
    planAfter: Plan;
    now: Date;
  },
) {
  const { before, after, planBefore, planAfter, now } = change;
  const scheduledDowngrade =
    before.renewable && !after.renewable && after.status === 'active' && after.plan === 'premium';
  const planChanged = planBefore !== planAfter;
  const tierChanged =
    planAfter === 'premium' && planBefore === 'premium' && before.quantity !== after.quantity;
  const failed = before.status !== 'past_due' && after.status === 'past_due';
  if (!planChanged && !tierChanged && !scheduledDowngrade && !failed) return;
  const contact = await billingContact(tx, companyId);
  if (!contact) return;
  const base = {
    firstName: contact.firstName,
    companyName: contact.companyName,
    appUrl: deps.config.appUrl,
  };

  if (failed && after.graceEndsAt) {
    const tier = tierOf(after, 'premium');
    await enqueueEmail(
      tx,
      contact.email,
      paymentFailedEmail({
        ...base,
        amountUnits: tier ? premiumPriceUnits(tier) : 0,
        graceEndsAt: after.graceEndsAt,
      }),
      companyId,
    );
  }
  if (planChanged || tierChanged || scheduledDowngrade) {
    const toPlan: Plan = scheduledDowngrade ? 'freemium' : planAfter;
    const toTier = scheduledDowngrade ? null : tierOf(after, planAfter);
    await enqueueEmail(
      tx,
      contact.email,
      planChangedEmail({
        ...base,
        from: { plan: planBefore, tier: tierOf(before, planBefore) },
        to: { plan: toPlan, tier: toTier },
        effectiveAt: scheduledDowngrade && after.endDate ? after.endDate : now,
        amountUnits: toTier ? premiumPriceUnits(toTier) : null,
      }),
      companyId,
    );
  }
}

/** The receipt of a local charge: a tax invoice, GST included. Stripe sends its own. */
export async function sendReceipt(
  deps: Deps,
  tx: Db,
  companyId: string,
  invoice: {
    number: string;
    createdAt: Date;
    periodStart: Date;
    periodEnd: Date;
    tier: number;
    amountUnits: number;
  },
) {
  const contact = await billingContact(tx, companyId);
  if (!contact) return;
  await enqueueEmail(
    tx,
    contact.email,
    billingReceiptEmail({
      invoiceNumber: invoice.number,
      issuedAt: invoice.createdAt,
      companyName: contact.companyName,
      companyAbn: contact.abn || null,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      tier: invoice.tier as PricedTier,
      amountUnits: invoice.amountUnits,
      supplier: deps.config.billing.supplier,
    }),
    companyId,
  );
}

/** Three days before a trial ends, its creator is told what happens next. */
export async function sendTrialEnding(deps: Deps, tx: Db, companyId: string, trialEndsAt: Date) {
  const contact = await billingContact(tx, companyId);
  if (!contact) return;
  await enqueueEmail(
    tx,
    contact.email,
    trialEndingEmail({
      firstName: contact.firstName,
      companyName: contact.companyName,
      trialEndsAt,
      appUrl: deps.config.appUrl,
    }),
    companyId,
  );
}
