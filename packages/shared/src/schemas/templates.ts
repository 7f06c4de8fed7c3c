import { z } from 'zod';
import { MAX_ATTACHMENTS_PER_ITEM, TEMPLATES } from '../constants';
import { messages } from '../messages';

const text = messages.templates;

/**
 * A response template as the form sends it. `attachments` are keys POST
 * /files/template-attachment answered, at most five (spec §9).
 */
export const responseTemplateSchema = z.object({
  title: z
    .string({ error: text.titleRequired })
    .trim()
    .min(1, text.titleRequired)
    .max(TEMPLATES.titleMaxLength, text.titleTooLong(TEMPLATES.titleMaxLength)),
  content: z
    .string({ error: text.contentRequired })
    .trim()
    .min(1, text.contentRequired)
    .max(TEMPLATES.contentMaxLength, text.contentTooLong(TEMPLATES.contentMaxLength)),
  starred: z.boolean().default(false),
  attachments: z
    .array(z.string().trim().min(1).max(200, messages.uploads.unknownFile))
    .max(MAX_ATTACHMENTS_PER_ITEM, text.tooManyAttachments)
    .default([]),
});
export type ResponseTemplateInput = z.input<typeof responseTemplateSchema>;
export type ResponseTemplateValues = z.output<typeof responseTemplateSchema>;
