import { renderToStaticMarkup } from 'react-dom/server.browser';
import type { ReactElement } from 'react';
import type { EmailAction, EmailFooter } from './frame';
import { ACCOUNT_FOOTER, EmailFrame, Paragraphs, footerText } from './frame';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** The doctype email clients expect, as React Email writes it. */
const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The HTML of an email's components, in one synchronous pass. React's browser build, not its Node
 * build (which `@react-email/render` uses): the Node build runs each render inside an
 * AsyncLocalStorage, and on Node 20 the first such run switches on promise hooks for the whole
 * process for good — after one email, every promise of every request cost more (issue 17 measured
 * it in garbage per request). The templates suspend on nothing, so the static renderer serves.
 */
export function emailHtml(body: ReactElement): string {
  return XHTML_DOCTYPE + renderToStaticMarkup(body);
}

/**
 * An email from its React body. The plain-text part is written for plain-text readers from the
 * same words (quotes as "> ", links spelled out), rather than converted from the HTML.
 */
export function renderEmail(email: {
  subject: string;
  text: string;
  body: ReactElement;
}): Promise<EmailContent> {
  return Promise.resolve({ subject: email.subject, text: email.text, html: emailHtml(email.body) });
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
