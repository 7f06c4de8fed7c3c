import { z } from 'zod';
import { messages } from '../messages';
import { PLANS, SHAREHOLDER_TIERS } from '../pricing';
import type { ShareholderTier } from '../pricing';

const text = messages.plan;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A tier as the spec's `range` sends it: 5000, '20000', or 'infinite'. */
const tierSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z.custom<ShareholderTier>((value) => SHAREHOLDER_TIERS.includes(value as ShareholderTier), {
    message: text.planCallMissingData,
  }),
);

/**
 * POST /stripe/subscribe/v2 (spec §7): type, priceId, range, flag, and isReactivate when
 * re-activating. Missing data answers the spec's 'Plan id and plan type and token is required';
 * a re-activation without a price, 'No plan id was provided'.
 */
export const subscribeV2Schema = z
  .object({
    type: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
      z.enum(PLANS, { error: text.planCallMissingData }),
    ),
    priceId: z.preprocess(trimmed, z.string().max(255).optional()),
    range: tierSchema,
    flag: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
      z.enum(['add', 'update']).default('update'),
    ),
    isReactivate: z.preprocess(
      (value) => (value === 'Yes' || value === 'yes' ? true : value === 'No' ? false : value),
      z.boolean().default(false),
    ),
  })
  .superRefine((body, ctx) => {
    if (present(body.priceId)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['priceId'],
      message: body.isReactivate ? text.noPlanId : text.planCallMissingData,
    });
  });
export type SubscribeV2Input = z.infer<typeof subscribeV2Schema>;

/** The spec's number-of-shareholders field: required, a whole number, at least 1. */
export const shareholderCountSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: text.shareholdersRequired })
    .int(text.shareholdersRequired)
    .min(1, text.shareholdersMinimum)
    .max(100_000_000, text.shareholdersRequired),
);

/** POST /stripe/subscribe (spec §7, the plans modal): userBaseRange and priceId; Premium. */
export const subscribeV1Schema = z.object({
  priceId: z.preprocess(
    trimmed,
    z.string({ error: text.planCallMissingData }).min(1, text.planCallMissingData).max(255),
  ),
  userBaseRange: z.preprocess(
    (value) => (present(value) ? value : undefined),
    shareholderCountSchema,
  ),
});
export type SubscribeV1Input = z.infer<typeof subscribeV1Schema>;

const digits = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s-]/g, '') : value;

/** The local driver's checkout page: a card number, its expiry (MM/YY) and security code. */
export const localCardSchema = z.object({
  cardNumber: z.preprocess(
    digits,
    z.string({ error: text.cardInvalid }).regex(/^\d{12,19}$/, text.cardInvalid),
  ),
  expiry: z.preprocess(
    trimmed,
    z
      .string({ error: text.expiryInvalid })
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, text.expiryInvalid),
  ),
  cvc: z.preprocess(
    trimmed,
    z.string({ error: text.cvcInvalid }).regex(/^\d{3,4}$/, text.cvcInvalid),
  ),
  name: z.preprocess(trimmed, z.string().max(255).optional()),
});
export type LocalCardInput = z.infer<typeof localCardSchema>;

/** Whether an MM/YY expiry is this month or later. */
export function expiryIsCurrent(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  const fullYear = 2000 + year!;
  return (
    fullYear > now.getUTCFullYear() ||
    (fullYear === now.getUTCFullYear() && month! >= now.getUTCMonth() + 1)
  );
}
