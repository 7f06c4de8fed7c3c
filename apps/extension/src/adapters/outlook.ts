import { cleanName, findAddress } from './email-address';
import { insertReply } from './insert-reply';
import { missOf } from './miss';
import { outlookSelectors as selectors } from './selectors/outlook';
import { queryAllFirst, queryFirst, readText } from './selectors/query';
import type { MailAdapter, MissSink, ReadResult } from './types';
import { watchPage } from './watch-page';

/** Outlook's URL names the open item after `/id/` (reading pane and full-page read view alike). */
const ITEM_IN_PATH = /\/id\/([^/?#]+)/;

export function createOutlookAdapter(onMiss: MissSink, debounceMs?: number): MailAdapter {
  const read = (doc: Document): ReadResult => readOutlook(doc, onMiss);
  return {
    client: 'outlook',
    readOpenMessage: read,
    watch: (doc, onChange) => watchPage(doc, read, onChange, debounceMs),
    insertReply: (doc, answer) => insertReply(doc, selectors.replyBox, answer),
  };
}

function readOutlook(doc: Document, onMiss: MissSink): ReadResult {
  const account = queryFirst(doc, selectors.account);
  const mailbox =
    findAddress(account?.getAttribute('aria-label')) ?? findAddress(account?.textContent);
  const itemMatch = ITEM_IN_PATH.exec(doc.location.pathname)?.[1];
  const urlItem = itemMatch ? decodeURIComponent(itemMatch) : null;
  const missed: string[] = [];
  // The full-page read view has no reading pane: the message fills the main region instead.
  const pane = queryFirst(doc, selectors.readingPane);
  const root: ParentNode = pane ?? doc;
  const messages = queryAllFirst(root, selectors.message);
  const message = messages.filter((m) => queryFirst(m, selectors.body)).at(-1) ?? null;
  if (!message) {
    if (!urlItem && !pane) {
      return {
        kind: 'miss',
        client: 'outlook',
        reason: 'no-message',
        missed,
        selectionText: null,
        mailbox,
      };
    }
    missed.push('message');
  }
  const subjectEl = queryFirst(root, selectors.subject);
  if (!subjectEl) missed.push('subject');
  const senderEl = message ? queryFirst(message, selectors.sender) : null;
  const senderLabel = senderEl
    ? [
        senderEl.getAttribute('aria-label'),
        senderEl.getAttribute('title'),
        readText(senderEl),
      ].join(' ')
    : '';
  const senderEmail = findAddress(senderLabel);
  if (message && !senderEmail) missed.push('sender');

  if (missed.length > 0 || !senderEl || !senderEmail) {
    return missOf('outlook', missed, doc, mailbox, onMiss);
  }
  return {
    kind: 'message',
    client: 'outlook',
    sender: { email: senderEmail, name: cleanName(readText(senderEl), senderEmail) },
    subject: readText(subjectEl),
    bodyText: readText(message ? queryFirst(message, selectors.body) : null),
    threadId: queryFirst(doc, selectors.selectedConversation)?.getAttribute('data-convid') ?? null,
    messageId: urlItem,
    mailbox,
  };
}
