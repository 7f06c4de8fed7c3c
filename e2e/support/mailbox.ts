import { inject } from 'vitest';
import { codeFrom, resetLinkFrom, waitForMail } from '../../scripts/lib/mailbox.mjs';

/**
 * What a person reads in their inbox, taken from the product's dev mailbox. Call `expectMail` just
 * before the action that sends it and await the result after, so an older mail never answers.
 */
export function expectMail(to: string, subject: string) {
  const since = new Date();
  const mail = () => waitForMail(inject('baseUrl'), to, { since, subject });
  return {
    code: async () => codeFrom(await mail()),
    resetLink: async () => resetLinkFrom(await mail()),
    /** Waits for the mail itself, for mails that carry neither code nor link. */
    arrived: async () => {
      await mail();
    },
  };
}

export const SUBJECTS = {
  signInCode: 'Your Quorum sign-in code',
  verifyEmail: 'Verify your email for Quorum',
  passwordReset: 'Reset your Quorum password',
  changeEmailCode: 'Confirm your new email for Quorum',
  changeEmailFromCurrent: 'Confirm the change of your Quorum email',
  emailChanged: 'Your Quorum email address was changed',
} as const;
