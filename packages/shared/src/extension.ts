/** The email extension (spec §2 Email extension page, §4 extension steps, §7 extension calls). */

/** A connected mailbox: `pending` until the code sent to it is entered, then `active`. */
export const EXTENSION_EMAIL_STATUSES = ['pending', 'active'] as const;
export type ExtensionEmailStatus = (typeof EXTENSION_EMAIL_STATUSES)[number];

export const EXTENSION_LIMITS = {
  /** Mailboxes one company may connect (ours: the spec gives none; a team's inboxes, not a list). */
  emailsPerCompany: 20,
  /** The consent's one-time code lives a minute: it crosses one postMessage, not a person's day. */
  grantTtlSeconds: 60,
  /** An extension access token, as the web app's: 15 minutes. */
  accessTokenTtlSeconds: 15 * 60,
  /** An extension session lasts, idle, 30 days, as a web session does. */
  sessionIdleSeconds: 30 * 24 * 60 * 60,
  /** The most answers the panel asks for. */
  maxAnswers: 10,
  /** The email's text read for matching: a long thread's quoted history adds nothing but cost. */
  maxEmailBodyLength: 20_000,
  maxSubjectLength: 500,
  /** Companies one lookup may name: a person belongs to a handful; fifty is a mistake or a probe. */
  companiesPerLookup: 50,
} as const;

/** The audience of an extension's access tokens: this API accepts them only for the extension's operations. */
export const EXTENSION_TOKEN_AUDIENCE = 'quorum-extension';

/**
 * The Firefox add-on's id (its manifest's gecko id). Firefox's identity.getRedirectURL() is
 * derived from it: `https://<sha1 of the id, hex>.extensions.allizom.org/`.
 */
export const EXTENSION_GECKO_ID = 'email-extension@quorum';

/** The message type the consent page posts to the extension's panel, with the one-time code. */
export const EXTENSION_CONSENT_MESSAGE = 'quorum:extension-consent';

/**
 * Google and Microsoft refuse to be framed, so the framed sign-in page asks the panel to open the
 * provider's page in a window of its own (identity.launchWebAuthFlow) with this message, and the
 * panel posts back the fragment the provider answered with.
 */
export const EXTENSION_PROVIDER_REQUEST = 'quorum:provider-sign-in';
export const EXTENSION_PROVIDER_ANSWER = 'quorum:provider-answer';

/** The dashboard route of the Email extension page ({product} is quorum). */
export const EMAIL_EXTENSION_PAGE_PATH =
  '/dashboard/company-profile/integrate-quorum/email-extension';

/** The browsers the extension is built for (spec §9: Chrome, Edge, Firefox), in the menu's order. */
export const EXTENSION_BROWSERS = ['chrome', 'edge', 'firefox'] as const;
export type ExtensionBrowser = (typeof EXTENSION_BROWSERS)[number];

export const EXTENSION_BROWSER_NAMES: Record<ExtensionBrowser, string> = {
  chrome: 'Chrome',
  edge: 'Edge',
  firefox: 'Firefox',
};

/**
 * "Download extension": the built zip for a browser, or its store listing where one is configured
 * (the API redirects there), so the page links one address whatever the install.
 */
export const extensionDownloadPath = (browser: ExtensionBrowser) =>
  `/extension/download/${browser}`;

/**
 * The operations an extension's token may call: its panel's reads and writes and nothing else. A
 * web-app operation called with an extension token is refused before it runs.
 */
export const EXTENSION_OPERATIONS = [
  'extensionSession',
  'extensionSuggestedAnswers',
  'addEmailQuestion',
  'getAuthorizedUsersAndQuestion',
  '__typename',
] as const;
