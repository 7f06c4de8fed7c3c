/** The user's own profile (spec §7 updateUserProfile, changeEmailAddress). All ours. */
export const profileMessages = {
  updated: 'Your profile has been updated.', // (ours)
  imageUpdated: 'Your profile image has been updated.', // (ours)
  jobTitleTooLong: 'Job title must be at most 100 characters.', // (ours)
  emailChangeCodeSent: (email: string) => `We have sent a 4-digit code to ${email}.`, // (ours)
  emailChanged: 'Your email address has been changed.', // (ours)
  emailSame: 'This is already your email address.', // (ours)
  noPendingEmailChange: 'There is no email change waiting. Please start again.', // (ours)
} as const;
