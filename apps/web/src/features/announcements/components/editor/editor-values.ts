import { ANNOUNCEMENT_LIMITS, POLL_LIMITS, messages, pollEndProblem } from '@quorum/shared';
import { z } from 'zod';
import type { Announcement } from '../../api/announcement-fields';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the editor opens for: a new announcement, a new poll standing alone, or one to change. */
export type EditorTarget =
  { kind: 'announcement' } | { kind: 'poll' } | { kind: 'edit'; announcement: Announcement };

export interface PollValues {
  question: string;
  options: { value: string }[];
  /** As a datetime-local field holds it: local time, to the minute. */
  endsAt: string;
  multipleChoice: boolean;
}

export interface EditorValues {
  title: string;
  body: string;
  withPoll: boolean;
  poll: PollValues;
}

/** A moment as a datetime-local field holds it ("2026-03-09T14:30"), in the browser's time zone. */
export function toLocalInput(at: Date) {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A new poll runs a week by default (ours), ending on the hour. */
function aWeekFromNow() {
  const at = new Date(Date.now() + 7 * DAY_MS);
  at.setMinutes(0, 0, 0);
  return toLocalInput(at);
}

/** What the form starts with: the announcement's own values, or an empty one. */
export function initialValues(target: EditorTarget): EditorValues {
  const announcement = target.kind === 'edit' ? target.announcement : null;
  const poll = announcement?.poll;
  return {
    title: announcement?.title ?? '',
    body: announcement?.body ?? '',
    withPoll: target.kind === 'poll' || Boolean(poll),
    poll: {
      question: poll?.title ?? '',
      options: poll
        ? poll.options.map((option) => ({ value: option.option }))
        : [{ value: '' }, { value: '' }],
      endsAt: poll ? toLocalInput(new Date(poll.endsAt)) : aWeekFromNow(),
      multipleChoice: poll?.multipleChoice ?? false,
    },
  };
}

/** The end of the poll being changed, as the form holds it; null for a new one. */
export function keptEndsAt(target: EditorTarget): string | null {
  const poll = target.kind === 'edit' ? target.announcement.poll : null;
  return poll ? toLocalInput(new Date(poll.endsAt)) : null;
}

const POLL_TEXT = messages.polls;
const ANNOUNCEMENT_TEXT = messages.announcements;
const optionCount = POLL_TEXT.optionCount(POLL_LIMITS.minOptions, POLL_LIMITS.maxOptions);

/**
 * The poll's rules in the server's words (messages.polls, the rules of the shared
 * `pollInputSchema`), on the form's shape: options as a list of fields, each refused on its own.
 */
const pollSchemaKeeping = (keptEndsAt: string | null) =>
  z.object({
    question: z
      .string()
      .trim()
      .min(1, POLL_TEXT.questionRequired)
      .max(POLL_LIMITS.questionMaxChars, POLL_TEXT.questionTooLong(POLL_LIMITS.questionMaxChars)),
    options: z
      .array(
        z.object({
          value: z
            .string()
            .trim()
            .min(1, POLL_TEXT.optionRequired)
            .max(POLL_LIMITS.optionMaxChars, POLL_TEXT.optionTooLong(POLL_LIMITS.optionMaxChars)),
        }),
      )
      .min(POLL_LIMITS.minOptions, optionCount)
      .max(POLL_LIMITS.maxOptions, optionCount)
      .superRefine((options, ctx) => {
        const seen = new Set<string>();
        options.forEach(({ value }, index) => {
          const key = value.trim().toLowerCase();
          if (key && seen.has(key))
            ctx.addIssue({
              code: 'custom',
              message: POLL_TEXT.optionsDistinct,
              path: [index, 'value'],
            });
          seen.add(key);
        });
      }),
    endsAt: z
      .string()
      .min(1, POLL_TEXT.endRequired)
      .superRefine((value, ctx) => {
        if (value === keptEndsAt) return;
        const at = new Date(value);
        const problem = Number.isNaN(at.getTime())
          ? POLL_TEXT.endRequired
          : pollEndProblem(at, new Date());
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    multipleChoice: z.boolean(),
  });

const bodySchema = z
  .string()
  .trim()
  .max(
    ANNOUNCEMENT_LIMITS.bodyMaxChars,
    ANNOUNCEMENT_TEXT.bodyTooLong(ANNOUNCEMENT_LIMITS.bodyMaxChars),
  );

/**
 * The editor's rules, shown before anything is sent (the server holds the same ones): a title
 * for an announcement (a standing poll's title is its question), and when there is a poll, its
 * question, 2 to 6 different options and an end in the future. A poll whose options are locked
 * (votes are in) keeps its options as they are.
 */
export function editorSchema(
  kind: 'announcement' | 'poll',
  /** The end a poll being changed already has: kept as it is, even once it has passed. */
  keptEndsAt: string | null = null,
) {
  const pollSchema = pollSchemaKeeping(keptEndsAt);
  return z
    .object({
      title:
        kind === 'poll'
          ? z.string()
          : z
              .string()
              .trim()
              .min(1, ANNOUNCEMENT_TEXT.titleRequired)
              .max(
                ANNOUNCEMENT_LIMITS.titleMaxChars,
                ANNOUNCEMENT_TEXT.titleTooLong(ANNOUNCEMENT_LIMITS.titleMaxChars),
              ),
      body: bodySchema,
      withPoll: z.boolean(),
      poll: z.custom<PollValues>(),
    })
    .superRefine((values, ctx) => {
      if (!values.withPoll) return;
      const poll = pollSchema.safeParse(values.poll);
      if (!poll.success)
        for (const issue of poll.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message, path: ['poll', ...issue.path] });
    })
    .transform((values) => ({
      ...values,
      // Reached only when the poll passed above (or there is none).
      poll: values.withPoll ? (pollSchema.safeParse(values.poll).data ?? null) : null,
    }));
}

export type ParsedEditorValues = z.output<ReturnType<typeof editorSchema>>;
