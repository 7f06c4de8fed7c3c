import type { SelectorList } from './query';

/**
 * Where Gmail keeps each thing, most stable first: ARIA roles and labels and Gmail's own data
 * attributes, which its accessibility and its keyboard shortcuts depend on; its obfuscated class
 * names last, as they change with a redesign. Each key names a miss in the counter.
 */
export const gmailSelectors = {
  /** An expanded message of the open thread; the last one is the message being read. */
  message: ['div[data-message-id]', 'div[data-legacy-message-id]', 'div.adn.ads'],
  subject: ['h2[data-thread-perm-id]', 'h2[data-legacy-thread-id]', 'h2.hP'],
  /** Inside a message: the sender's chip carries the address in its `email` attribute. */
  sender: ['h3 span[email]', 'span[email][name]', 'span.gD[email]'],
  /** Inside a message: the body. Gmail gives it no role or data attribute, so classes it is. */
  body: ['div.ii.gt div.a3s', 'div.a3s', 'div.ii.gt'],
  replyBox: [
    'div[role="textbox"][aria-label*="Message Body"][contenteditable="true"]',
    'div[contenteditable="true"][g_editable="true"]',
    'div.Am.Al.editable[contenteditable="true"]',
    'textarea[name="body"]',
  ],
  /** The account button names the signed-in address: "Google Account: Name (address)". */
  account: ['a[aria-label^="Google Account:"]', 'header a[href*="SignOutOptions"][aria-label]'],
} satisfies Record<string, SelectorList>;
