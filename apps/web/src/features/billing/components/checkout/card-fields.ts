import { expiryIsCurrent, localCardSchema, messages } from '@quorum/shared';

/** The card form's rules: the shared schema, and an expiry that has not passed. */
export const cardFormSchema = localCardSchema.superRefine((card, ctx) => {
  if (!expiryIsCurrent(card.expiry))
    ctx.addIssue({ code: 'custom', path: ['expiry'], message: messages.plan.expiryInvalid });
});

/** 4242424242424242 → '4242 4242 4242 4242', as the number is typed. */
export const groupCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1228' → '12/28': the slash comes by itself, and deleting it works as expected. */
export function formatExpiry(value: string, previous: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2 && previous.length > value.length) return digits.slice(0, 1);
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
