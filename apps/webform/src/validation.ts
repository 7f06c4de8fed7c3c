import { WEBFORM_LIMITS, messages } from './shared';

export const FIELDS = ['firstName', 'lastName', 'email', 'question'] as const;
export type Field = (typeof FIELDS)[number];
export type FormValues = Record<Field, string>;
export type FieldErrors = Partial<Record<Field, string>>;

const text = messages.webform;
const NAME_MAX = WEBFORM_LIMITS.nameMaxLength;
const QUESTION_MAX = WEBFORM_LIMITS.questionMaxLength;
const EMAIL_MAX = 255;
/** The server's email rule (zod's), so the form seldom sends what the server refuses. */
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * One field's problem in the words the server would use (webformSubmissionSchema), or undefined.
 * The server checks again; this only spares the investor a round trip.
 */
export function fieldError(field: Field, raw: string): string | undefined {
  const value = raw.trim();
  switch (field) {
    case 'firstName':
    case 'lastName':
      // The last name is optional (webformSubmissionSchema); the first name is not.
      if (!value && field === 'firstName') return text.firstNameRequired;
      return value.length > NAME_MAX ? text.nameTooLong(NAME_MAX) : undefined;
    case 'email':
      if (!value) return messages.email.required;
      if (value.length > EMAIL_MAX) return messages.email.tooLong;
      return EMAIL.test(value) ? undefined : messages.email.invalid;
    case 'question':
      if (!value) return text.questionRequired;
      return value.length > QUESTION_MAX ? text.questionTooLong(QUESTION_MAX) : undefined;
  }
}

export function validateForm(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const error = fieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
