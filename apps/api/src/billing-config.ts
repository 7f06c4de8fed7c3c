// The billing settings of the environment (features/billing): which payment driver, Stripe's
// keys, the self-hosted plan and the supplier on receipts. config.ts reads them with the rest.
import { z } from 'zod';
import { BILLING_DRIVERS, PLANS } from '@quorum/shared';
import type { BillingDriver, Plan } from '@quorum/shared';

export const BILLING_ENV = {
  // How companies pay (packages/shared BILLING_DRIVERS): `local`, the product's own test checkout,
  // by default; `stripe`; or `none` for a self-hosted install, every company on SELF_HOSTED_PLAN.
  BILLING_DRIVER: z.enum(BILLING_DRIVERS).default('local'),
  SELF_HOSTED_PLAN: z.enum(PLANS).default('premium'),
  // The stripe driver's secret key and its webhook endpoint's signing secret (blank means unset).
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .transform((key) => key || undefined)
    .pipe(
      z
        .string()
        .regex(/^[sr]k_(test|live)_\w+$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)')
        .optional(),
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .transform((secret) => secret || undefined)
    .pipe(
      z
        .string()
        .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
        .optional(),
    )
    .optional(),
  // Tests only: the address of a fake Stripe (features/billing/testing/fake-stripe.ts).
  STRIPE_API_BASE: z
    .string()
    .trim()
    .transform((url) => url || undefined)
    .pipe(z.url({ protocol: /^https?$/ }).optional())
    .optional(),
  // Who supplies the service, printed on the local driver's receipts: with an ABN they are tax
  // invoices (GST-inclusive prices); without, plain receipts.
  BILLING_SUPPLIER_NAME: z.string().trim().max(200).optional(),
  BILLING_SUPPLIER_ABN: z
    .string()
    .trim()
    .regex(/^\d{2} ?\d{3} ?\d{3} ?\d{3}$/, 'must be an 11-digit ABN')
    .optional(),
};

type BillingEnv = z.infer<z.ZodObject<typeof BILLING_ENV>> & { NODE_ENV: string };

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** A fake Stripe's address, for tests: only with a test key, never in production. */
  apiBase: string | null;
}

export interface BillingConfig {
  driver: BillingDriver;
  selfHostedPlan: Plan;
  /** The stripe driver's keys; null unless BILLING_DRIVER is stripe. */
  stripe: StripeSettings | null;
  /** The supplier named on receipts; null prints Quorum and no ABN. */
  supplier: { name: string; abn: string | null } | null;
}

export function billingConfigOf(e: BillingEnv): BillingConfig {
  return {
    driver: e.BILLING_DRIVER,
    selfHostedPlan: e.SELF_HOSTED_PLAN,
    stripe:
      e.BILLING_DRIVER === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE ?? null,
          }
        : null,
    supplier: e.BILLING_SUPPLIER_NAME
      ? { name: e.BILLING_SUPPLIER_NAME, abn: e.BILLING_SUPPLIER_ABN ?? null }
      : null,
  };
}

/**
 * The stripe driver needs both secrets; another API address is for a fake Stripe in tests, so a
 * live key is never sent anywhere but Stripe and production never talks to a fake.
 */
export function billingProblems(e: BillingEnv): string[] {
  const problems: string[] = [];
  if (e.BILLING_DRIVER === 'stripe' && !e.STRIPE_SECRET_KEY)
    problems.push('STRIPE_SECRET_KEY: required when BILLING_DRIVER is stripe');
  if (e.BILLING_DRIVER === 'stripe' && !e.STRIPE_WEBHOOK_SECRET)
    problems.push(
      "STRIPE_WEBHOOK_SECRET: required when BILLING_DRIVER is stripe (the webhook endpoint's signing secret, whsec_…)",
    );
  if (e.STRIPE_API_BASE && e.NODE_ENV === 'production')
    problems.push('STRIPE_API_BASE: a fake Stripe for tests, never set in production');
  else if (e.STRIPE_API_BASE && !e.STRIPE_SECRET_KEY?.startsWith('sk_test_'))
    problems.push(
      'STRIPE_API_BASE: only with a test key (sk_test_…), so a live key never leaves for it',
    );
  return problems;
}

/** What a production start refuses of billing. */
export function billingProductionProblems(e: BillingEnv): string[] {
  // The local driver's checkout takes test cards: on a live server anyone could "pay" with one.
  return e.BILLING_DRIVER === 'local'
    ? ['BILLING_DRIVER: must be stripe or none in production (local takes test cards)']
    : [];
}
