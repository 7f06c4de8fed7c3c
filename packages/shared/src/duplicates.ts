/**
 * Duplicate questions (issue 17): open questions on the board that ask the same thing, answered
 * with one reply sent to each asker in their own conversation.
 */
import { z } from 'zod';
import { BOARD_LIMITS } from './board';
import { messages } from './messages';

const text = messages.duplicates;
const reply = messages.board;

/** At most this many questions are answered together: a group larger is answered in parts. */
export const MAX_ANSWER_ALL = 50;

/** "Answer all": the questions (their ids) and the one reply each asker gets. */
export const answerAllSchema = z.object({
  enquiryIds: z
    .array(z.string())
    .min(2, text.tooFew)
    .max(MAX_ANSWER_ALL, text.tooMany(MAX_ANSWER_ALL))
    .refine((ids) => new Set(ids).size === ids.length, text.repeated),
  /** Words only: an attachment is claimed by one reply, so a group's reply carries none. */
  content: z
    .string()
    .trim()
    .min(1, text.replyRequired)
    .max(BOARD_LIMITS.replyMaxLength, reply.replyTooLong(BOARD_LIMITS.replyMaxLength)),
});
export type AnswerAllInput = z.input<typeof answerAllSchema>;
