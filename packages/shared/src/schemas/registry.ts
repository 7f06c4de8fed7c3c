import { z } from 'zod';
import { REGISTRY } from '../constants';
import { messages } from '../messages';

const text = messages.registry;

const question = z
  .string({ error: text.questionRequired })
  .trim()
  .min(1, text.questionRequired)
  .max(REGISTRY.questionMaxLength, text.questionTooLong(REGISTRY.questionMaxLength));

const response = z
  .string()
  .trim()
  .max(REGISTRY.responseMaxLength, text.responseTooLong(REGISTRY.responseMaxLength));

/**
 * A registry question as the add and edit forms send it (spec §4 "Registry item"): a draft needs
 * only a question; a saved question needs a response too. Whitespace alone is no response.
 */
export const registryQuestionSchema = z
  .object({
    question,
    response: response.nullish().transform((value) => value ?? ''),
    drafted: z.boolean().default(false),
  })
  .superRefine((values, ctx) => {
    if (!values.drafted && values.response.length === 0)
      ctx.addIssue({ code: 'custom', path: ['response'], message: text.responseRequired });
  });
export type RegistryQuestionInput = z.input<typeof registryQuestionSchema>;
export type RegistryQuestionValues = z.output<typeof registryQuestionSchema>;

/** One CSV row at Finalise: both question and response are needed (spec §5). */
export const registryImportRowSchema = z.object({
  question: z
    .string({ error: text.csvEmptyRows })
    .trim()
    .min(1, text.csvEmptyRows)
    .max(REGISTRY.questionMaxLength, text.questionTooLong(REGISTRY.questionMaxLength)),
  response: z
    .string({ error: text.csvEmptyRows })
    .trim()
    .min(1, text.csvEmptyRows)
    .max(REGISTRY.responseMaxLength, text.responseTooLong(REGISTRY.responseMaxLength)),
});

export const registryImportSchema = z
  .array(registryImportRowSchema)
  .min(1, text.csvNoRows)
  .max(REGISTRY.importMaxRows, text.csvTooManyRows(REGISTRY.importMaxRows));
export type RegistryImportRow = z.output<typeof registryImportRowSchema>;

/** Spec §3 edit status values. */
export const REGISTRY_STATUS_CHANGES = ['deleted', 'restored', 'starred', 'unstarred'] as const;
export type RegistryStatusChange = (typeof REGISTRY_STATUS_CHANGES)[number];

/** The registry screen's tabs (spec §2). */
export const REGISTRY_TABS = ['all', 'drafts', 'starred', 'deleted'] as const;
export type RegistryTab = (typeof REGISTRY_TABS)[number];
