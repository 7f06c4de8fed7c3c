import { z } from 'zod';
import { COMPANY_LINKS, COMPANY_LINK_TYPES } from '../constants';
import type { CompanyLinkType } from '../constants';
import { messages } from '../messages';
import { URL_PATTERN } from './company';

const text = messages.companyLinks;

/** Spec: six links at most, the first the locked company-website link; the rest are additional. */
export const MAX_ADDITIONAL_COMPANY_LINKS = COMPANY_LINKS.max - 1;

/**
 * The locked first link is the company's website from company details, not a stored row, so it
 * has this fixed id; a call that names it to edit, delete or move it is refused.
 */
export const COMPANY_WEBSITE_LINK_ID = 'company-website';
export const COMPANY_WEBSITE_LINK_TITLE = 'Company website';

/** The hosts each type's links live on, the host itself or any subdomain (m., www., uk.…). */
const TYPE_HOSTS: Record<Exclude<CompanyLinkType, 'other'>, readonly string[]> = {
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
  instagram: ['instagram.com', 'instagr.am'],
  twitter: ['twitter.com', 'x.com'],
  linkedin: ['linkedin.com', 'lnkd.in'],
  youtube: ['youtube.com', 'youtu.be'],
};

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * The spec's pattern accepts a link without a scheme ('www.example.com'); stored that way, a
 * browser would read it as a path on our own site. Links are kept with https:// unless they name
 * their scheme.
 */
export function withScheme(url: string): string {
  return SCHEME.test(url) ? url : `https://${url}`;
}

/** A link's host, found by hand: this package runs in browsers and Node and assumes neither's URL. */
function hostOf(url: string): string {
  const afterScheme = url.trim().replace(SCHEME, '');
  const authority = afterScheme.split(/[/?#]/)[0] ?? '';
  return authority.replace(/^.*@/, '').replace(/:\d*$/, '').toLowerCase();
}

/**
 * The link's type, from its host: the client shows it while typing and the server recomputes it
 * the same way, so a link to x.com is a twitter link whatever a client claims.
 */
export function companyLinkTypeOf(url: string): CompanyLinkType {
  const host = hostOf(url);
  for (const type of COMPANY_LINK_TYPES) {
    if (type === 'other') continue;
    if (TYPE_HOSTS[type].some((domain) => host === domain || host.endsWith(`.${domain}`)))
      return type;
  }
  return 'other';
}

/** The link's title and address as a person types them (spec §5), with the spec's messages. */
export const companyLinkFormSchema = z.object({
  title: z
    .string({ error: text.titleRequired })
    .trim()
    .min(1, text.titleRequired)
    .max(COMPANY_LINKS.titleMaxLength, text.titleTooLong(COMPANY_LINKS.titleMaxLength)),
  url: z
    .string({ error: text.urlRequired })
    .trim()
    .min(1, text.urlRequired)
    .max(2048, text.urlInvalid)
    .regex(URL_PATTERN, text.urlInvalid),
});
export type CompanyLinkFormValues = z.input<typeof companyLinkFormSchema>;

/**
 * What the server stores from a form: the address with its scheme and the type its host gives.
 * A type sent by a client is accepted (the spec's calls carry one) and replaced by the host's.
 */
export const companyLinkInputSchema = companyLinkFormSchema
  .extend({ type: z.enum(COMPANY_LINK_TYPES).nullish() })
  .transform(({ title, url }) => ({
    title,
    url: withScheme(url),
    type: companyLinkTypeOf(url),
  }));

/** The new order of the additional links: each link once, by its priority. */
export const companyLinkOrderSchema = z.object({
  links: z
    .array(z.object({ linkId: z.string(), priorityOrder: z.number().int() }))
    .max(MAX_ADDITIONAL_COMPANY_LINKS + 1, text.reorderMismatch)
    .refine(
      (links) => new Set(links.map((l) => l.linkId)).size === links.length,
      text.reorderMismatch,
    ),
});
