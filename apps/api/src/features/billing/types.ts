import { BILLING_DRIVERS } from '@quorum/shared';
import { builder } from '../../graphql/builder';
import { PlanEnum, SubscriptionStatusEnum } from '../auth';
import type { BillingOverview } from './service';

export const BillingDriverEnum = builder.enumType('BillingDriver', { values: BILLING_DRIVERS });

type Invoice = BillingOverview['invoices'][number];

const BillingInvoiceType = builder.objectRef<Invoice>('BillingInvoice').implement({
  description: 'A charge and its tax invoice (the local driver; Stripe keeps its own).',
  fields: (t) => ({
    number: t.exposeString('number'),
    amountUnits: t.exposeInt('amountUnits', {
      description: 'GST included; divide by 100 for dollars.',
    }),
    gstUnits: t.exposeInt('gstUnits'),
    currency: t.exposeString('currency'),
    status: t.exposeString('status'),
    periodStart: t.expose('periodStart', { type: 'DateTime' }),
    periodEnd: t.expose('periodEnd', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const BillingOverviewType = builder.objectRef<BillingOverview>('BillingOverview').implement({
  description: 'The plan page: the plan in force, its price, when it renews or ends, the invoices.',
  fields: (t) => ({
    driver: t.field({ type: BillingDriverEnum, resolve: (o) => o.driver }),
    canManageBilling: t.exposeBoolean('canManageBilling', {
      description: 'Only the company creator changes the plan (spec §6).',
    }),
    plan: t.field({
      type: PlanEnum,
      description: 'The plan in force now.',
      resolve: (o) => o.plan,
    }),
    status: t.field({ type: SubscriptionStatusEnum, resolve: (o) => o.status }),
    tier: t.exposeInt('tier', { description: 'The shareholder tier paid for.' }),
    amountUnits: t.exposeInt('amountUnits', {
      description: 'The monthly price, GST included, in cents.',
    }),
    gstUnits: t.exposeInt('gstUnits'),
    currency: t.exposeString('currency'),
    periodEnd: t.expose('periodEnd', { type: 'DateTime', nullable: true }),
    renewable: t.exposeBoolean('renewable', {
      description: 'False when the plan ends at periodEnd (a downgrade is scheduled, or a trial).',
    }),
    hold: t.exposeBoolean('hold'),
    graceEndsAt: t.expose('graceEndsAt', { type: 'DateTime', nullable: true }),
    trialEndsAt: t.expose('trialEndsAt', { type: 'DateTime', nullable: true }),
    daysLeft: t.exposeInt('daysLeft', { nullable: true }),
    portalAvailable: t.exposeBoolean('portalAvailable'),
    invoices: t.field({ type: [BillingInvoiceType], resolve: (o) => o.invoices }),
  }),
});
