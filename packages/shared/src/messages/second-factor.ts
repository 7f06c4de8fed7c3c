import { TOTP_DIGITS } from '../second-factor';

/** Trusted devices, authenticator apps, recovery codes and passkeys. All ours. */
export const secondFactorMessages = {
  codeFormat: `Please enter the ${TOTP_DIGITS}-digit code from your authenticator app.`, // (ours)
  codeWrong: 'That code is not right. Please check your authenticator app and try again.', // (ours)
  codeUsed: 'That code has already been used. Please wait for the next one.', // (ours)
  recoveryCodeFormat: 'Please enter one of your recovery codes.', // (ours)
  recoveryCodeWrong: 'That recovery code is not right, or has already been used.', // (ours)
  ticketExpired: 'This sign-in has expired. Please enter your email and password again.', // (ours)
  tooManyAttempts: 'Too many incorrect attempts. Please enter your email and password again.', // (ours)
  totpAlreadyOn: 'An authenticator app is already set up. Turn it off first to set up another.', // (ours)
  totpNotStarted: 'Please start setting up the authenticator app again.', // (ours)
  totpNotOn: 'No authenticator app is set up.', // (ours)
  totpOn: 'Two-step sign-in with your authenticator app is on.', // (ours)
  totpOff: 'Your authenticator app has been turned off.', // (ours)
  recoveryCodesRenewed: 'Here are your new recovery codes. The old ones no longer work.', // (ours)
  recoveryCodesNeedTotp: 'Recovery codes come with an authenticator app. Please set one up first.', // (ours)
  passkeyFailed: 'Your passkey could not be checked. Please try again.', // (ours)
  passkeyCancelled: 'No passkey was used. Please try again, or choose another way to sign in.', // (ours)
  passkeyUnknown: 'This passkey is not registered with Quorum. Please sign in with your password.', // (ours)
  passkeyNotFound: 'That passkey has already been removed.', // (ours)
  passkeyNameRequired: 'Please give the passkey a name.', // (ours)
  passkeyNameTooLong: 'Passkey names must be at most 60 characters.', // (ours)
  passkeyAdded: 'Your passkey has been added.', // (ours)
  passkeyRemoved: 'The passkey has been removed.', // (ours)
  trustedDeviceNotFound: 'That device has already been forgotten.', // (ours)
  trustedDeviceForgotten:
    'The device has been forgotten. It will ask for a code at its next sign-in.', // (ours)
  trustedDevicesForgotten: (count: number) =>
    count === 0
      ? 'No devices were remembered.'
      : `Forgot ${count} ${count === 1 ? 'device' : 'devices'}. Each will ask for a code at its next sign-in.`, // (ours)
  adminMustEnrol:
    'Your company requires admins to use two-step sign-in. Please set up an authenticator app or a passkey on your Profile page to continue.', // (ours)
  adminsRequiredOn: 'Admins now need two-step sign-in.', // (ours)
  adminsRequiredOff: 'Admins no longer need two-step sign-in.', // (ours)
  onlyAdminsMaySet: 'Only an admin can change this setting.', // (ours)
} as const;
