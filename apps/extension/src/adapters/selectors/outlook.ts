import type { SelectorList } from './query';

/**
 * Where Outlook on the web keeps each thing, most stable first: ARIA labels and roles (the reading
 * pane and message body are labelled for screen readers in every layout), then data attributes,
 * then obfuscated class names. Each key names a miss in the counter.
 */
export const outlookSelectors = {
  readingPane: [
    '[aria-label="Reading Pane"]',
    '[role="main"][aria-label="Reading pane"]',
    '#ReadingPaneContainerId',
  ],
  /** One message of the open conversation; the last one is the message being read. */
  message: ['[role="document"]', 'div.aVla3'],
  subject: ['[role="heading"][aria-level="2"]', '[role="heading"]', 'span.JdFsz'],
  /** Inside a message: the sender's persona names the address in its title or aria-label. */
  sender: ['[aria-label^="From:"]', 'span[title*="@"]', 'span.OZZZK'],
  body: ['div[aria-label="Message body"]:not([contenteditable="true"])', 'div.XbIp4'],
  replyBox: [
    'div[aria-label="Message body"][contenteditable="true"]',
    'div[role="textbox"][aria-label*="Message body"][contenteditable="true"]',
    'div.dFCbN[contenteditable="true"]',
    'textarea[aria-label*="Message body"]',
  ],
  /** The selected conversation in the list carries its id. */
  selectedConversation: [
    '[role="option"][aria-selected="true"][data-convid]',
    'div[data-convid].Kpu4R',
  ],
  /** The account manager button names the signed-in address. */
  account: ['button[aria-label^="Account manager for"]', '#mectrl_currentAccount_secondary'],
} satisfies Record<string, SelectorList>;
