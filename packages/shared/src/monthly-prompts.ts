import { z } from 'zod';
import { monthlyPromptMessages } from './messages/first-run';

/**
 * Monthly question prompts (spec §3): per month, the company's most asked questions with no answer
 * in its registry. The limits are ours: the spec gives none.
 */
export const MONTHLY_PROMPTS = {
  /** Prompts shown for one month, most asked first. */
  perMonth: 10,
  /** Months looked back over, this one included, when no month is asked for. */
  months: 6,
  /** A question asked once is a question, not a pattern: a prompt was asked at least this often. */
  minAsked: 2,
} as const;

/** A prompt is 'new' until someone adds it to the registry, then 'added'. */
export const MONTHLY_PROMPT_STATUSES = ['new', 'added'] as const;
export type MonthlyPromptStatus = (typeof MONTHLY_PROMPT_STATUSES)[number];

/** A month as the prompts name it: YYYY-MM. */
export const promptMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, monthlyPromptMessages.monthInvalid);
