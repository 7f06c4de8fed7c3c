/**
 * Investors' privacy under the Australian Privacy Principles: how long each kind of personal
 * information is kept (APP 11.2: destroyed once no longer needed), Quorum's own policy page, and
 * the privacy request tool's vocabulary (APP 12 access, APP 13 correction, and erasure).
 */

/**
 * Retention periods in days, one per kind of record that holds personal information. Each is the
 * shortest period the record still serves its purpose for; after it, the purge job deletes it.
 */
export const RETENTION_DAYS = {
  /**
   * An enquiry in Resolved or Archived (with its replies, note and assignments), counted from its
   * last change: two years lets a company answer a follow-up and show what it told an investor
   * across one annual reporting cycle and the next, which is as far back as investor relations
   * teams look. Outstanding and Drafted enquiries are still being answered and are kept.
   */
  closedEnquiry: 730,
  /** A bell notification: it points at work to do; after a year that work is long done. */
  notification: 365,
  /**
   * An email once sent (or given up on): the outbox is a delivery queue, not an archive; 30 days
   * covers a bounce or a "did you send it?" question.
   */
  sentEmail: 30,
  /**
   * A session that ended (signed out, revoked or past its limit), with its refresh tokens: kept 90
   * days for the security log's questions (which device, which address) about a recent breach.
   */
  endedSession: 90,
  /** A page visit (who opened which page): the activity history looks back one year. */
  pageVisit: 365,
  /**
   * A code or link that can no longer be used (sign-in and verification codes, password resets,
   * email changes): a day past its expiry, enough to explain a "code expired" complaint.
   */
  expiredCode: 1,
  /**
   * An invitation, accepted or not: 90 days past its link's expiry the invitee's details go (an
   * accepted one lives on as the membership; the row only refused the used link).
   */
  expiredInvitation: 90,
  /**
   * A privacy request's record (who handled which kind of request, when; the address only as a
   * keyed hash): seven years, as a record of how a complaint to the OAIC was handled.
   */
  privacyRequest: 2555,
} as const;
export type RetentionKind = keyof typeof RETENTION_DAYS;

/** The public page with Quorum's own privacy policy (served by the web app, no sign-in). */
export const QUORUM_PRIVACY_POLICY_PATH = '/privacy';

/** The staff page of the privacy request tool. */
export const PRIVACY_REQUESTS_PAGE_PATH = '/dashboard/privacy-requests';

/** The kinds of privacy request the tool handles and records. */
export const PRIVACY_REQUEST_KINDS = ['export', 'correct', 'erase'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** The word an admin types to confirm an erasure. */
export const ERASE_CONFIRMATION_WORD = 'ERASE';

/** How many recorded requests the page lists, newest first. */
export const PRIVACY_REQUEST_LIST_LIMIT = 50;

/** The longest privacy policy address a company may set (a URL, not a document). */
export const PRIVACY_POLICY_URL_MAX_LENGTH = 2000;
