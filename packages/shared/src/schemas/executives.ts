import { z } from 'zod';
import { messages } from '../messages';

/** Ours: the spec gives no limit; fifty leaders is more than any listed company shows. */
export const EXECUTIVE_TEAM_MAX = 50;
export const EXECUTIVE_NAME_MAX_LENGTH = 100;
export const EXECUTIVE_ROLE_MAX_LENGTH = 100;

/**
 * A LinkedIn person (/in/…) or company (/company/…) page, with or without the scheme, www or a
 * country subdomain (au.linkedin.com). Anything after the name (a trailing slash, tracking
 * queries) is dropped when the link is stored.
 */
const LINKEDIN_PATTERN =
  /^(?:https?:\/\/)?(?:(?:www|[a-z]{2})\.)?linkedin\.com\/(in|company)\/([^\s/?#]+)\/?(?:[?#]\S*)?$/i;

/** The stored form of a LinkedIn link: https://www.linkedin.com/in/<name>, or undefined. */
export function normaliseLinkedIn(link: string): string | undefined {
  const match = LINKEDIN_PATTERN.exec(link.trim());
  if (!match) return undefined;
  return `https://www.linkedin.com/${match[1]!.toLowerCase()}/${match[2]}`;
}

const linkedInSchema = z
  .string()
  .trim()
  .max(300, messages.executives.linkedInInvalid)
  .nullish()
  .transform((link, ctx) => {
    if (!link) return null;
    const stored = normaliseLinkedIn(link);
    if (!stored) ctx.addIssue({ code: 'custom', message: messages.executives.linkedInInvalid });
    return stored ?? null;
  });

/**
 * An executive as the add and edit forms send it. `digitalPicture` is the key POST
 * /files/executive-picture answered; null means no picture.
 */
export const executiveMemberSchema = z.object({
  name: z
    .string({ error: messages.executives.nameRequired })
    .trim()
    .min(1, messages.executives.nameRequired)
    .max(EXECUTIVE_NAME_MAX_LENGTH, messages.executives.nameTooLong(EXECUTIVE_NAME_MAX_LENGTH)),
  role: z
    .string({ error: messages.executives.roleRequired })
    .trim()
    .min(1, messages.executives.roleRequired)
    .max(EXECUTIVE_ROLE_MAX_LENGTH, messages.executives.roleTooLong(EXECUTIVE_ROLE_MAX_LENGTH)),
  linkedIn: linkedInSchema,
  digitalPicture: z
    .string()
    .trim()
    .max(200, messages.uploads.unknownFile)
    .nullish()
    .transform((key) => key || null),
});
export type ExecutiveMemberInput = z.input<typeof executiveMemberSchema>;
export type ExecutiveMemberValues = z.output<typeof executiveMemberSchema>;
