// The answer to a guest's question, by email (spec issue 5: "when staff reply, the investor gets the
// answer by email"). A guest asked through the web form and has no app to read the thread in, so
// the email carries the whole answer: their question quoted, the reply, and its files as links.
import type { EmailContent } from '../email/templates';
import { escapeHtml } from '../../lib/html';

/**
 * How long the file links in the email work. The signed addresses the dashboard uses last an hour,
 * as its pages refetch them; an email is read days later and cannot refetch, so its links get a
 * month, and the email says so and whom to ask afterwards. (ours)
 */
export const EMAILED_FILE_LINK_DAYS = 30;

export interface ReplyEmailFile {
  name: string;
  url: string;
}

export interface GuestReply {
  companyName: string;
  firstName: string | null;
  question: string;
  answer: string;
  attachments: ReplyEmailFile[];
  /** The signed address of a voice reply. */
  audioUrl: string | null;
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(text)}</p>`;

const link = (file: ReplyEmailFile) =>
  `<li><a href="${escapeHtml(file.url)}">${escapeHtml(file.name)}</a></li>`;

export function guestReplyEmail(reply: GuestReply): EmailContent {
  const files = [
    ...reply.attachments,
    ...(reply.audioUrl ? [{ name: 'Voice reply', url: reply.audioUrl }] : []),
  ];
  const greeting = `Hi ${reply.firstName?.trim() || 'there'},`;
  const intro = `${reply.companyName} has answered the question you asked:`;
  const filesNote = `The links below work for ${EMAILED_FILE_LINK_DAYS} days. After that, please contact ${reply.companyName} for a copy.`;
  const closing = `Replies to this email are not read. To ask ${reply.companyName} something else, please use the question form on their website again.`;
  const answer = reply.answer || (reply.audioUrl ? 'Please listen to the voice reply below.' : '');
  const fileLines = files.map((file) => `- ${file.name}: ${file.url}`);
  const text = [
    greeting,
    intro,
    reply.question
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
    'Their answer:',
    answer,
    ...(files.length ? [filesNote, fileLines.join('\n')] : []),
    closing,
  ]
    .filter(Boolean)
    .join('\n\n');
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1b1e;max-width:560px;margin:auto;padding:24px">` +
    `<h2 style="color:#00214D">${escapeHtml(reply.companyName)}</h2>` +
    paragraph(greeting) +
    paragraph(intro) +
    `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #ced4da;color:#495057;white-space:pre-wrap">${escapeHtml(reply.question)}</blockquote>` +
    paragraph('Their answer:') +
    (answer ? paragraph(answer) : '') +
    (files.length ? paragraph(filesNote) + `<ul>${files.map(link).join('')}</ul>` : '') +
    `<p style="color:#868e96;font-size:12px">${escapeHtml(closing)}</p>` +
    `</body></html>`;
  return { subject: `${reply.companyName} has answered your question`, text, html };
}
