import { z } from 'zod';
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_STATUSES, POLL_LIMITS } from '../announcements';
import { WEBFORM_LIMITS } from '../webform';
import { messages } from '../messages';

const text = messages.announcements;
const polls = messages.polls;

const title = z
  .string({ error: text.titleRequired })
  .trim()
  .min(1, text.titleRequired)
  .max(ANNOUNCEMENT_LIMITS.titleMaxChars, text.titleTooLong(ANNOUNCEMENT_LIMITS.titleMaxChars));

const body = z
  .string()
  .trim()
  .max(ANNOUNCEMENT_LIMITS.bodyMaxChars, text.bodyTooLong(ANNOUNCEMENT_LIMITS.bodyMaxChars));

const status = z.enum(ANNOUNCEMENT_STATUSES);

/**
 * A new announcement's words and status (spec §7 createAnnouncement). The attachment is a key
 * from an upload, checked by the server against the stored file; its facts are never the form's.
 */
export const newAnnouncementSchema = z.object({
  title,
  body: body.default(''),
  status: status.default('draft'),
});

/** An edit: each field left out keeps what the announcement has. */
export const announcementChangesSchema = z.object({
  title: title.optional(),
  body: body.optional(),
  status: status.optional(),
});

/** Options differ when they differ ignoring case and the spaces around them. */
const distinct = (options: readonly string[]) =>
  new Set(options.map((option) => option.toLowerCase())).size === options.length;

/**
 * A poll as staff write it (spec §3 Poll data): a question, 2 to 6 different options, single or
 * multiple choice and an end. When the end must fall is `pollEndProblem`'s, as it depends on now.
 */
export const pollInputSchema = z.object({
  title: z
    .string({ error: polls.questionRequired })
    .trim()
    .min(1, polls.questionRequired)
    .max(POLL_LIMITS.questionMaxChars, polls.questionTooLong(POLL_LIMITS.questionMaxChars)),
  options: z
    .array(
      z
        .string({ error: polls.optionRequired })
        .trim()
        .min(1, polls.optionRequired)
        .max(POLL_LIMITS.optionMaxChars, polls.optionTooLong(POLL_LIMITS.optionMaxChars)),
      { error: polls.optionCount(POLL_LIMITS.minOptions, POLL_LIMITS.maxOptions) },
    )
    .min(POLL_LIMITS.minOptions, polls.optionCount(POLL_LIMITS.minOptions, POLL_LIMITS.maxOptions))
    .max(POLL_LIMITS.maxOptions, polls.optionCount(POLL_LIMITS.minOptions, POLL_LIMITS.maxOptions))
    .refine(distinct, polls.optionsDistinct),
  multipleChoice: z.boolean().default(false),
  endsAt: z.coerce.date({ error: polls.endRequired }),
  /** Who the poll is for; 'all' (every investor) is the only audience the product has today. */
  audienceType: z.string().trim().min(1).max(50).default('all'),
});
export type PollInput = z.input<typeof pollInputSchema>;
export type PollValues = z.output<typeof pollInputSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a poll may not end then: in the past, or beyond POLL_LIMITS.maxDurationDays from now. */
export function pollEndProblem(endsAt: Date, now: Date): string | undefined {
  if (endsAt.getTime() <= now.getTime()) return polls.endInPast;
  if (endsAt.getTime() - now.getTime() > POLL_LIMITS.maxDurationDays * DAY_MS)
    return polls.tooLong(POLL_LIMITS.maxDurationDays);
  return undefined;
}

const voterName = z
  .string()
  .trim()
  .max(WEBFORM_LIMITS.nameMaxLength, messages.webform.nameTooLong(WEBFORM_LIMITS.nameMaxLength));

/**
 * An investor's ballot (POST /public/polls/:announcementId/votes): the options chosen, and who
 * votes: an investor of the app by id, or a person by name and email address, as the web form
 * takes a question. The ballot is keyed by the address, so one person votes once.
 */
export const pollVoteSchema = z
  .object({
    optionIds: z
      .array(z.string().trim().min(1).max(64), { error: polls.chooseAtLeastOne })
      .min(1, polls.chooseAtLeastOne)
      .max(POLL_LIMITS.maxOptions, polls.unknownOption),
    investorId: z.string().trim().min(1).max(64).optional(),
    firstName: voterName.optional(),
    lastName: voterName.optional(),
    email: z
      .string()
      .trim()
      .max(255, messages.email.tooLong)
      .email(messages.email.invalid)
      .optional(),
  })
  .refine(
    (vote) =>
      vote.investorId !== undefined || Boolean(vote.firstName && vote.lastName && vote.email),
    { message: polls.voterRequired },
  );
export type PollVote = z.output<typeof pollVoteSchema>;
