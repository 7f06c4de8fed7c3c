import { cleanName, findAddress } from './email-address';
import { insertReply } from './insert-reply';
import { missOf } from './miss';
import { gmailSelectors as selectors } from './selectors/gmail';
import { queryAllFirst, queryFirst, readText } from './selectors/query';
import type { MailAdapter, MissSink, ReadResult } from './types';
import { watchPage } from './watch-page';

/** Gmail's URL names the open thread as the hash's last part: `#inbox/FMfcgz…`, `#label/x/FMfc…`. */
const THREAD_IN_HASH = /^#[^?]*\/([A-Za-z0-9]{16,})$/;

export function createGmailAdapter(onMiss: MissSink, debounceMs?: number): MailAdapter {
  const read = (doc: Document): ReadResult => readGmail(doc, onMiss);
  return {
    client: 'gmail',
    readOpenMessage: read,
    watch: (doc, onChange) => watchPage(doc, read, onChange, debounceMs),
    insertReply: (doc, answer) => insertReply(doc, selectors.replyBox, answer),
  };
}

function readGmail(doc: Document, onMiss: MissSink): ReadResult {
  const mailbox = readMailbox(doc);
  const urlThread = THREAD_IN_HASH.exec(doc.location.hash)?.[1] ?? null;
  const missed: string[] = [];
  const messages = queryAllFirst(doc, selectors.message);
  // The message being read is the last expanded one: collapsed messages show no body.
  const message = messages.filter((m) => queryFirst(m, selectors.body)).at(-1) ?? null;
  if (!message) {
    if (!urlThread && !queryFirst(doc, selectors.subject)) {
      return {
        kind: 'miss',
        client: 'gmail',
        reason: 'no-message',
        missed,
        selectionText: null,
        mailbox,
      };
    }
    missed.push('message');
  }
  const subjectEl = queryFirst(doc, selectors.subject);
  if (!subjectEl) missed.push('subject');
  const senderEl = message ? queryFirst(message, selectors.sender) : null;
  const senderEmail = findAddress(senderEl?.getAttribute('email'));
  if (message && !senderEmail) missed.push('sender');
  const bodyText = readText(message ? queryFirst(message, selectors.body) : null);

  if (missed.length > 0 || !senderEl || !senderEmail) {
    return missOf('gmail', missed, doc, mailbox, onMiss);
  }
  return {
    kind: 'message',
    client: 'gmail',
    sender: {
      email: senderEmail,
      name: senderEl.getAttribute('name') ?? cleanName(readText(senderEl), senderEmail),
    },
    subject: readText(subjectEl),
    bodyText,
    threadId:
      subjectEl?.getAttribute('data-legacy-thread-id') ??
      subjectEl?.getAttribute('data-thread-perm-id') ??
      urlThread,
    messageId:
      message?.getAttribute('data-legacy-message-id') ??
      message?.getAttribute('data-message-id') ??
      null,
    mailbox,
  };
}

/** The signed-in address: the account button's label, else the tab title ("Inbox - a@b.com - Gmail"). */
function readMailbox(doc: Document): string | null {
  const account = queryFirst(doc, selectors.account);
  return findAddress(account?.getAttribute('aria-label')) ?? findAddress(doc.title);
}
