import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { EmailAction, EmailFooter } from './frame';
import { ACCOUNT_FOOTER, EmailFrame, Paragraphs, footerText } from './frame';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * An email from its React body. The plain-text part is written for plain-text readers from the
 * same words (quotes as "> ", links spelled out), rather than converted from the HTML.
 */
export async function renderEmail(email: {
  subject: string;
  text: string;
  body: ReactElement;
}): Promise<EmailContent> {
  return { subject: email.subject, text: email.text, html: await render(email.body) };
}

/**
 * The common email: paragraphs, an optional button, the footer. The text part gives the button's
 * address after the paragraphs, and the footer when it is not the account footer.
 */
export function paragraphsEmail(email: {
  subject: string;
  lines: readonly string[];
  action?: EmailAction;
  footer?: EmailFooter;
}): Promise<EmailContent> {
  const footer = email.footer ?? ACCOUNT_FOOTER;
  const text = [
    ...email.lines,
    ...(email.action ? [email.action.url] : []),
    ...(email.footer ? [footerText(footer)] : []),
  ].join('\n\n');
  return renderEmail({
    subject: email.subject,
    text,
    body: (
      <EmailFrame action={email.action} footer={footer}>
        <Paragraphs lines={email.lines} />
      </EmailFrame>
    ),
  });
}
