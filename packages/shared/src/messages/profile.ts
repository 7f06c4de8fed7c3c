/** The user's own profile (spec §7 updateUserProfile, updateUserProfileImage, changeEmailAddress). All ours. */
export const profileMessages = {
  updated: 'Your profile has been updated.', // (ours)
  imageUpdated: 'Your profile image has been updated.', // (ours)
  imageRemoved: 'Your profile image has been removed.', // (ours)
  imageRemoveConfirm: 'Remove your profile image? Your initials will show instead.', // (ours)
  imageHint: 'JPG or PNG. We shrink it to 300 px and at most 125 kb.', // (ours) spec §9
  jobTitleTooLong: 'Job title must be at most 100 characters.', // (ours)
  emailChangeCodeSent: (email: string) => `We have sent a 4-digit code to ${email}.`, // (ours)
  emailChangeCodesSent: (newEmail: string, currentEmail: string) =>
    `We have sent a 4-digit code to ${newEmail} and another to ${currentEmail}.`, // (ours)
  currentEmailCodeRequired: (currentEmail: string) =>
    `Please enter the 4-digit code we sent to ${currentEmail}.`, // (ours)
  emailChanged: 'Your email address has been changed.', // (ours)
  emailChangedTo: (email: string) => `You now sign in with ${email}.`, // (ours)
  emailSame: 'This is already your email address.', // (ours)
  emailTaken: 'Another account already uses this email address.', // (ours)
  noPendingEmailChange: 'There is no email change waiting. Please start again.', // (ours)
} as const;
