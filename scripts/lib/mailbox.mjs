// Reads the product's dev mailbox (/dev/mailbox.json, newest first), where mail lands when no SMTP
// server is configured: sign-in codes and password-reset links.
import { setTimeout as delay } from 'node:timers/promises';

/** Mail is written within a second; the rest is headroom for a loaded CI machine. */
const WAIT_LIMIT_MS = 20_000;

/**
 * Waits for the newest mail to `to` that was written at or after `since`, so a code from an
 * earlier attempt is never mistaken for the one just asked for.
 * @param {string} baseUrl
 * @param {string} to
 * @param {{ since: Date, subject?: string }} options
 * @returns {Promise<{ to: string, subject: string, text: string, html: string, createdAt: string }>}
 */
export async function waitForMail(baseUrl, to, { since, subject }) {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/dev/mailbox.json`);
    if (!response.ok) throw new Error(`GET /dev/mailbox.json answered ${response.status}`);
    const mails = await response.json();
    const mail = mails.find(
      (m) =>
        m.to.toLowerCase() === to.toLowerCase() &&
        new Date(m.createdAt) >= since &&
        (subject === undefined || m.subject === subject),
    );
    if (mail) return mail;
    await delay(200);
  }
  throw new Error(`No mail to ${to}${subject ? ` with subject "${subject}"` : ''} arrived.`);
}

/**
 * The 4-digit one-time code in a sign-in or verification email.
 * @param {{ subject: string, text: string }} mail
 * @returns {string}
 */
export function codeFrom(mail) {
  const match = /\bcode\b\D*?\b(\d{4})\b/i.exec(mail.text);
  if (!match) throw new Error(`No 4-digit code in mail "${mail.subject}":\n${mail.text}`);
  return match[1];
}

/**
 * The APP_URL/forgot-password/<token> link in a password-reset email.
 * @param {{ subject: string, text: string }} mail
 * @returns {string}
 */
export function resetLinkFrom(mail) {
  const match = /https?:\/\/[^\s"'<>]+\/forgot-password\/[^\s"'<>]+/.exec(mail.text);
  if (!match) throw new Error(`No reset link in mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}
