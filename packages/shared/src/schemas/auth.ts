import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  OTP_DIGITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants';
import { messages } from '../messages';

export const emailSchema = z
  .string({ error: messages.email.required })
  .trim()
  .min(1, messages.email.required)
  .max(EMAIL_MAX_LENGTH, messages.email.tooLong)
  .pipe(z.email(messages.email.invalid))
  .transform((email) => email.toLowerCase());

/** What sign-in accepts: any non-empty password, so an old password still reaches the check. */
export const passwordSchema = z
  .string({ error: messages.password.required })
  .min(1, messages.password.required)
  .max(PASSWORD_MAX_LENGTH, messages.password.tooLong);

/** What a new password must satisfy: the spec's rule text, one message per rule. */
export const newPasswordSchema = passwordSchema
  .refine((p) => p.length >= PASSWORD_MIN_LENGTH, messages.password.minLength)
  .refine((p) => /[a-z]/.test(p) && /[A-Z]/.test(p), messages.password.upperAndLower)
  .refine((p) => /[0-9]/.test(p), messages.password.number)
  .refine((p) => /[^A-Za-z0-9]/.test(p), messages.password.special);

export const otpCodeSchema = z
  .number({ error: messages.otp.invalidFormat })
  .int(messages.otp.invalidFormat)
  .min(0, messages.otp.invalidFormat)
  .max(10 ** OTP_DIGITS - 1, messages.otp.invalidFormat);

const personName = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(100, messages.auth.nameTooLong);

/** A device fingerprint is an opaque client-made id; bounded so it cannot bloat a row. */
export const fingerprintSchema = z.string().trim().min(1).max(200);

export const loginUserSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  fingerprint: fingerprintSchema,
});
export type LoginUserInput = z.input<typeof loginUserSchema>;

export const registerUserSchema = z.object({
  firstName: personName(messages.auth.firstNameRequired),
  lastName: personName(messages.auth.lastNameRequired),
  email: emailSchema,
  password: newPasswordSchema,
  acceptedTAndC: z.literal(true, { error: messages.auth.termsRequired }),
  acceptedEmailCommunication: z.boolean().default(false),
});
export type RegisterUserInput = z.input<typeof registerUserSchema>;

export const verifyEmailOtpSchema = z.object({
  email: emailSchema,
  otpCode: otpCodeSchema,
  fingerprint: fingerprintSchema,
});

export const resetPasswordSchema = z.object({
  token: z.string().min(1, messages.passwordReset.invalidLink).max(200),
  password: newPasswordSchema,
});
