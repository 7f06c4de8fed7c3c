import { z } from 'zod';
import { messages } from '../messages';

const text = messages.feedback;

/**
 * The help menu's forms (ours: the spec gives no lengths). Long enough for a screen of prose; a
 * subject or reason is a line.
 */
export const SUPPORT_LIMITS = {
  subjectMaxLength: 200,
  bodyMaxLength: 5000,
} as const;

/** A required line of text, trimmed, with the words for missing and too long. */
const requiredText = (missing: string, max: number, tooLong: (max: number) => string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong(max));

/**
 * `submitFeedback` (spec §5): title ('Reason for feedback') and description required, and
 * optionally the key of one file POST /files/feedback-attachment answered (the spec's
 * uploadFeebackAttachment).
 */
export const feedbackSchema = z.object({
  title: requiredText(text.reasonRequired, SUPPORT_LIMITS.subjectMaxLength, text.reasonTooLong),
  description: requiredText(
    text.descriptionRequired,
    SUPPORT_LIMITS.bodyMaxLength,
    text.descriptionTooLong,
  ),
  attachment: z
    .string()
    .trim()
    .max(200, messages.uploads.unknownFile)
    .nullish()
    .transform((key) => key || null),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
export type FeedbackValues = z.output<typeof feedbackSchema>;

/** `sendMessageToQuorum` (spec §7 "sendMessageTo{product}"): a subject and a message. */
export const contactMessageSchema = z.object({
  subject: requiredText(text.subjectRequired, SUPPORT_LIMITS.subjectMaxLength, text.subjectTooLong),
  message: requiredText(text.messageRequired, SUPPORT_LIMITS.bodyMaxLength, text.messageTooLong),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageValues = z.output<typeof contactMessageSchema>;
