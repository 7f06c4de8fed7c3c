import type { z } from 'zod';
import { badInput } from '../core/errors';

/**
 * Parses input with a shared schema. The first issue becomes the error's message (the spec's
 * words); every issue is listed by field so a form can mark each one.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw badInput(result.error.issues[0]?.message ?? 'Invalid input.', { fields });
}
