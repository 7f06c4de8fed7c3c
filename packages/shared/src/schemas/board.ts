import { z } from 'zod';
import { BOARD_LIMITS, CATEGORY_PALETTE } from '../board';
import { MAX_ATTACHMENTS_PER_ITEM } from '../constants';
import { messages } from '../messages';

const text = messages.board;

const fileKey = z.string().trim().min(1).max(200, messages.uploads.unknownFile);

/**
 * A team reply as the composer sends it. A draft may be empty; a sent reply needs words, a file or
 * a recording. `attachments` and `audio` are keys that POST /files/enquiry-attachment and
 * /files/enquiry-audio answered.
 */
export const enquiryReplySchema = z
  .object({
    content: z
      .string()
      .trim()
      .max(BOARD_LIMITS.replyMaxLength, text.replyTooLong(BOARD_LIMITS.replyMaxLength))
      .default(''),
    attachments: z
      .array(fileKey)
      .max(MAX_ATTACHMENTS_PER_ITEM, text.tooManyAttachments)
      .default([]),
    audio: fileKey.nullish().transform((value) => value ?? null),
    draft: z.boolean().default(false),
  })
  .superRefine((values, ctx) => {
    if (!values.draft && !values.content && values.attachments.length === 0 && !values.audio)
      ctx.addIssue({ code: 'custom', path: ['content'], message: text.replyRequired });
  });
export type EnquiryReplyInput = z.input<typeof enquiryReplySchema>;
export type EnquiryReplyValues = z.output<typeof enquiryReplySchema>;

export const enquiryCategorySchema = z.object({
  name: z
    .string({ error: text.categoryNameRequired })
    .trim()
    .min(1, text.categoryNameRequired)
    .max(
      BOARD_LIMITS.categoryNameMaxLength,
      text.categoryNameTooLong(BOARD_LIMITS.categoryNameMaxLength),
    ),
  colorIndex: z
    .number({ error: text.categoryColourInvalid })
    .int(text.categoryColourInvalid)
    .min(0, text.categoryColourInvalid)
    .max(CATEGORY_PALETTE.length - 1, text.categoryColourInvalid),
});
export type EnquiryCategoryInput = z.input<typeof enquiryCategorySchema>;

export const enquiryNoteSchema = z.object({
  description: z
    .string()
    .max(BOARD_LIMITS.noteMaxLength, text.noteTooLong(BOARD_LIMITS.noteMaxLength)),
});
