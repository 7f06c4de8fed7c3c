import { z } from 'zod';
import { messages } from '../messages';
import { emailSchema, newPasswordSchema, registerUserSchema } from './auth';
import { updateCompanySchema } from './company';

/** One rule per field, written once: names as at registration, the phone as on company details. */
const { firstName, lastName } = registerUserSchema.shape;
const phoneNumber = updateCompanySchema.shape.phoneNumber;

/** Empty text means "not given": stored as null. */
const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * The user's own details (spec §7 updateUserProfile). Job title and phone are optional; a phone,
 * when given, has the company phone's 10 digits and message (spec §9 "phone 10 digits").
 */
export const updateUserProfileSchema = z.object({
  firstName,
  lastName,
  jobTitle: z
    .string()
    .nullish()
    .transform(blankToNull)
    .pipe(z.string().max(100, messages.profile.jobTitleTooLong).nullable()),
  mobileNum: z.string().nullish().transform(blankToNull).pipe(phoneNumber.nullable()),
});
export type UpdateUserProfileInput = z.input<typeof updateUserProfileSchema>;

/** The current password, asked for again before a change that could hand the account over. */
export const currentPasswordSchema = z
  .string({ error: messages.password.currentRequired })
  .min(1, messages.password.currentRequired);

/**
 * A change of email starts with the new address and the current password (a stolen session alone
 * must not move the account); the code mailed to the new address finishes the change.
 */
export const changeEmailAddressSchema = z.object({
  newEmail: emailSchema,
  password: currentPasswordSchema,
});
export type ChangeEmailAddressInput = z.input<typeof changeEmailAddressSchema>;

/** The Profile page's password change: the current one, and the new one typed twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((p) => p.confirmPassword === p.newPassword, {
    path: ['confirmPassword'],
    message: messages.password.mismatch,
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
