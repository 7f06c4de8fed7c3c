import { z } from 'zod';
import { messages } from '../messages';
import { WEBFORM_LIMITS } from '../webform';

const text = messages.webform;

/** The example host the domain message names. */
export const WEBFORM_DOMAIN_EXAMPLE = 'https://www.example.com';

/**
 * A website domain as the Web form page takes it (spec §5): https with a real domain, http too in
 * development. Answers the origin the browser will send (scheme, host and any port, no path), or
 * null when it is not one.
 */
export function toWebformOrigin(input: string, allowHttp: boolean): string | null {
  // scheme://host[:port][/path][?query][#fragment]; no user info, no spaces.
  const match = /^(https?):\/\/([^/:?#@\s]+)(?::(\d{1,5}))?(?:[/?#][^\s]*)?$/i.exec(input.trim());
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase();
  const port = match[3];
  if (scheme !== 'https' && !(allowHttp && scheme === 'http')) return null;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  const isLocal = host === 'localhost' || host === '127.0.0.1';
  // A real domain: labels of letters, digits and hyphens with a top-level part; localhost only
  // where http is allowed (development).
  const isDomain = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.[a-z]{2,63}$/.test(
    host,
  );
  if (!isDomain && !(allowHttp && isLocal)) return null;
  const defaultPort = scheme === 'https' ? '443' : '80';
  const portPart = port === undefined || port === defaultPort ? '' : `:${Number(port)}`;
  return `${scheme}://${host}${portPart}`;
}

export function webformDomainSchema(allowHttp: boolean) {
  return z
    .string({ error: text.domainRequired })
    .trim()
    .min(1, text.domainRequired)
    .transform((value, ctx) => {
      const origin = toWebformOrigin(value, allowHttp);
      if (origin === null) {
        ctx.addIssue({ code: 'custom', message: text.invalidDomain(WEBFORM_DOMAIN_EXAMPLE) });
        return z.NEVER;
      }
      return origin;
    });
}

const colour = z
  .string({ error: text.invalidColour })
  .trim()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, text.invalidColour);

export const webformThemeSchema = z.object({
  primaryColor: colour,
  secondaryColor: colour,
  backgroundColor: colour,
});

const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(WEBFORM_LIMITS.nameMaxLength, text.nameTooLong(WEBFORM_LIMITS.nameMaxLength));

/**
 * What an investor sends through the public form. The honeypot is checked apart from this. The
 * last name is optional (APP 3: collect only what is needed; many people go by one name, and the
 * email is what an answer needs); missing or blank, it is stored as empty.
 */
export const webformSubmissionSchema = z.object({
  firstName: name(text.firstNameRequired),
  lastName: z
    .string()
    .trim()
    .max(WEBFORM_LIMITS.nameMaxLength, text.nameTooLong(WEBFORM_LIMITS.nameMaxLength))
    .optional()
    .default(''),
  email: z
    .string({ error: messages.email.required })
    .trim()
    .min(1, messages.email.required)
    .max(255, messages.email.tooLong)
    .email(messages.email.invalid),
  question: z
    .string({ error: text.questionRequired })
    .trim()
    .min(1, text.questionRequired)
    .max(WEBFORM_LIMITS.questionMaxLength, text.questionTooLong(WEBFORM_LIMITS.questionMaxLength)),
  /**
   * The announcement the question is about (spec §3 Enquiry announcementInfo), and the PDF page it
   * was asked on, from an announcement's page; the server keeps them only for the company's own
   * published announcement.
   */
  announcementId: z.string({ error: messages.generic.invalidRequest }).trim().max(64).optional(),
  pageNumber: z
    .number({ error: messages.generic.invalidRequest })
    .int(messages.generic.invalidRequest)
    .min(1, messages.generic.invalidRequest)
    .max(100_000, messages.generic.invalidRequest)
    .optional(),
});
export type WebformSubmission = z.output<typeof webformSubmissionSchema>;
