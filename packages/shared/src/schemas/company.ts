import { z } from 'zod';
import { ABN_DIGITS, EMAIL_MAX_LENGTH } from '../constants';
import { messages } from '../messages';

/** Spec: optional http/https/ftp/www prefix, a domain, optional port, path, query and fragment. */
export const URL_PATTERN =
  /^(?:(?:https?|ftp):\/\/)?(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:\/[^\s?#]*)?(?:\?[^\s#]*)?(?:#\S*)?$/i;

export const websiteUrlSchema = z
  .string({ error: messages.company.websiteRequired })
  .trim()
  .min(1, messages.company.websiteRequired)
  .max(2048, messages.company.websiteInvalid)
  .regex(URL_PATTERN, messages.company.websiteInvalid);

export const abnSchema = z
  .string({ error: messages.company.abnRequired })
  .transform((abn) => abn.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, messages.company.abnRequired)
      .regex(/^\d+$/, messages.company.abnNumeric)
      .length(ABN_DIGITS, messages.company.abnLength),
  );

export const asxCodeSchema = z
  .string({ error: messages.company.asxRequired })
  .trim()
  .min(1, messages.company.asxRequired)
  .regex(/^[A-Za-z0-9]{3,6}$/, messages.company.asxFormat)
  .transform((code) => code.toUpperCase());

export const registerCompanySchema = z.object({
  legalBusinessName: z
    .string({ error: messages.company.legalBusinessNameRequired })
    .trim()
    .min(1, messages.company.legalBusinessNameRequired)
    .max(200, messages.company.legalBusinessNameRequired),
  optionalBusinessName: z.string().trim().max(200).optional().nullable(),
  abn: abnSchema,
  asxCode: asxCodeSchema,
  websiteUrl: websiteUrlSchema,
  email: z
    .string({ error: messages.company.emailRequired })
    .trim()
    .min(1, messages.company.emailRequired)
    .max(EMAIL_MAX_LENGTH, messages.company.emailInvalid)
    .pipe(z.email(messages.company.emailInvalid))
    .transform((e) => e.toLowerCase()),
});
export type RegisterCompanyInput = z.input<typeof registerCompanySchema>;
