import { z } from 'zod';
import {
  ABN_DIGITS,
  EMAIL_MAX_LENGTH,
  PHONE_DIGITS,
  POSTCODE_MAX_DIGITS,
  POSTCODE_MIN_DIGITS,
} from '../constants';
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

/** The states and territories the address search answers with, as Australia Post abbreviates them. */
export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, messages.company.fieldTooLong);
const optional = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, messages.company.fieldTooLong)
    .nullish()
    .transform((v) => v || null);

const companyEmailSchema = z
  .string({ error: messages.company.emailRequired })
  .trim()
  .min(1, messages.company.emailRequired)
  .max(EMAIL_MAX_LENGTH, messages.company.emailInvalid)
  .pipe(z.email(messages.company.emailInvalid))
  .transform((e) => e.toLowerCase());

/**
 * Company details (spec §5). ABN and ASX code are read-only, so they are not here. The postcode
 * stays a string although the spec sends a number: Australian postcodes such as 0800 (Darwin)
 * begin with 0.
 */
export const updateCompanySchema = z.object({
  legalBusinessName: required(messages.company.legalBusinessNameRequired),
  optionalBusinessName: optional(),
  email: companyEmailSchema,
  phoneNumber: z
    .string({ error: messages.company.phoneInvalid })
    .transform((p) => p.replace(/[\s()-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), messages.company.phoneInvalid)),
  websiteUrl: websiteUrlSchema,
  about: required(messages.company.aboutRequired, 5000),
  addressLineOne: required(messages.company.addressRequired),
  addressLineTwo: optional(),
  suburb: required(messages.company.suburbRequired, 100),
  state: required(messages.company.stateRequired, 50),
  postCode: z
    .string({ error: messages.company.postCodeInvalid })
    .trim()
    .regex(
      new RegExp(`^\\d{${POSTCODE_MIN_DIGITS},${POSTCODE_MAX_DIGITS}}$`),
      messages.company.postCodeInvalid,
    ),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});
export type UpdateCompanyInput = z.input<typeof updateCompanySchema>;
