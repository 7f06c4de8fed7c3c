export type { EmailContent } from './render';
export type { EmailFooter } from './frame';
export * from './account';
export { notificationEmail } from './notification';
export { webformConfirmationEmail } from './webform-confirmation';
export { EMAILED_FILE_LINK_DAYS, guestReplyEmail } from './guest-reply';
export type { GuestReply, ReplyEmailFile } from './guest-reply';
