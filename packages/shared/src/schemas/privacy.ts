import { z } from 'zod';
import { messages } from '../messages';
import { ERASE_CONFIRMATION_WORD, PRIVACY_POLICY_URL_MAX_LENGTH } from '../privacy';
import { WEBFORM_LIMITS } from '../webform';

const text = messages.privacy;

/**
 * A company's privacy policy address as the Web form page takes it: a full https address on a
 * real domain (the form links investors to it), or empty to clear it (stored as null).
 */
/**
 * An https address on a real domain, matched by hand: this package runs in browsers and Node and
 * assumes neither's URL. No user name or password before the host, no bare IP, no single label.
 */
const HTTPS_ADDRESS =
  /^https:\/\/(?!-)[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

export const privacyPolicyUrlSchema = z
  .string({ error: text.policyUrlInvalid })
  .trim()
  .max(PRIVACY_POLICY_URL_MAX_LENGTH, text.policyUrlTooLong(PRIVACY_POLICY_URL_MAX_LENGTH))
  .transform((value, ctx) => {
    if (value === '') return null;
    if (!HTTPS_ADDRESS.test(value)) {
      ctx.addIssue({ code: 'custom', message: text.policyUrlInvalid });
      return z.NEVER;
    }
    return value;
  });

const email = z
  .string({ error: messages.email.required })
  .trim()
  .min(1, messages.email.required)
  .max(255, messages.email.tooLong)
  .email(messages.email.invalid)
  .transform((value) => value.toLowerCase());

const name = (required: string | null) => {
  const base = z
    .string()
    .trim()
    .max(WEBFORM_LIMITS.nameMaxLength, messages.webform.nameTooLong(WEBFORM_LIMITS.nameMaxLength));
  return required ? base.min(1, required) : base;
};

/** Which investor a privacy request is about: their email, as they gave it to the company. */
export const privacyRequestSubjectSchema = z.object({ email });

/** A correction (APP 13): the investor's name and email as they should read. */
export const privacyCorrectionSchema = z.object({
  email,
  firstName: name(messages.webform.firstNameRequired),
  lastName: name(null),
  newEmail: email,
});

/** An erasure, confirmed by typing the word. */
export const privacyErasureSchema = z.object({
  email,
  confirmation: z
    .string()
    .trim()
    .refine(
      (value) => value === ERASE_CONFIRMATION_WORD,
      text.eraseConfirmWrong(ERASE_CONFIRMATION_WORD),
    ),
});
