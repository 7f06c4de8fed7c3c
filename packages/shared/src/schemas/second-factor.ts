import { z } from 'zod';
import { messages } from '../messages';
import { PASSKEY_NAME_MAX_LENGTH, TOTP_DIGITS, normaliseRecoveryCode } from '../second-factor';

export const totpCodeSchema = z
  .string({ error: messages.secondFactor.codeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), messages.secondFactor.codeFormat);

export const recoveryCodeSchema = z
  .string({ error: messages.secondFactor.recoveryCodeFormat })
  .transform(normaliseRecoveryCode)
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, messages.secondFactor.recoveryCodeFormat));

export const passkeyNameSchema = z
  .string({ error: messages.secondFactor.passkeyNameRequired })
  .trim()
  .min(1, messages.secondFactor.passkeyNameRequired)
  .max(PASSKEY_NAME_MAX_LENGTH, messages.secondFactor.passkeyNameTooLong);
