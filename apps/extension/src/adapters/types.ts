/** The mail clients the extension reads: Gmail and Outlook on the web. */
export type MailClient = 'gmail' | 'outlook';

/** The investor email open in the page, as the panel needs it to search and to file a question. */
export interface OpenMessage {
  readonly kind: 'message';
  readonly client: MailClient;
  readonly sender: { readonly email: string; readonly name: string };
  readonly subject: string;
  readonly bodyText: string;
  readonly threadId: string | null;
  readonly messageId: string | null;
  /** The signed-in account's own address when the page shows it: the sign-in page's `mailbox`. */
  readonly mailbox: string | null;
}

/**
 * No email could be read. `no-message` is an inbox with nothing open; `unreadable` is an open email
 * whose layout our selectors no longer match (counted as a miss), when the user's text selection,
 * if any, stands in for the body.
 */
export interface AdapterMiss {
  readonly kind: 'miss';
  readonly client: MailClient;
  readonly reason: 'no-message' | 'unreadable';
  readonly missed: readonly string[];
  readonly selectionText: string | null;
  readonly mailbox: string | null;
}

export type ReadResult = OpenMessage | AdapterMiss;

/** An answer ready for a reply box: the plain text and the same words as HTML. */
export interface ReplyAnswer {
  readonly text: string;
  readonly html: string;
}

export type InsertResult =
  | { readonly ok: true; readonly into: 'contenteditable' | 'textarea' }
  | { readonly ok: false; readonly reason: 'no-reply-box' };

export interface MailAdapter {
  readonly client: MailClient;
  readOpenMessage(doc: Document): ReadResult;
  /** Calls `onChange` when the user opens another email; returns the function that stops it. */
  watch(doc: Document, onChange: (result: ReadResult) => void): () => void;
  insertReply(doc: Document, answer: ReplyAnswer): InsertResult;
}

/** Where a selector miss is reported: the key and the client, never what the page said. */
export type MissSink = (client: MailClient, key: string) => void;
