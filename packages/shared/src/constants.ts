/** Business constants and limits of spec §9 (both documents). Written once; both sides import them. */

export const OTP_DIGITS = 4;
/** The spec gives no lifetime for an emailed code; ten minutes is the common choice for email OTPs. */
export const OTP_TTL_SECONDS = 10 * 60;
/** Wrong entries allowed before a code is spent (ASVS 2.2.1 asks for a limit; the spec gives none). */
export const OTP_MAX_ATTEMPTS = 5;
/** Spec: the client's code-expiry helper adds 30 seconds. */
export const OTP_EXPIRY_GRACE_SECONDS = 30;

export const EMAIL_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;
export const PHONE_DIGITS = 10;
export const POSTCODE_MIN_DIGITS = 4;
export const POSTCODE_MAX_DIGITS = 5;
export const ABN_DIGITS = 11;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A session unused this long ends: each refresh extends it by this much, up to the lifetime below. (ours) */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A device that passed the emailed code skips it for this long, then asks again. (ours) */
export const TRUSTED_DEVICE_LIFETIME_SECONDS = 90 * 24 * 60 * 60;
/** However often it is used, a session ends this long after its sign-in. (ours; ASVS 5.0 V7.3) */
export const SESSION_MAX_LIFETIME_SECONDS = 90 * 24 * 60 * 60;
/** Spec: refresh the access token when it is within 10 seconds of expiry. */
export const TOKEN_REFRESH_MARGIN_SECONDS = 10;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

/** FAQ text: "a two-week free Premium trial". */
export const PREMIUM_TRIAL_DAYS = 14;

export const FREE_PLAN = {
  teamMembersWithAccess: 2,
  registryQuestions: 3,
  customTemplates: 3,
  shareholders: 5000,
} as const;

export const DELETED_REGISTRY_RETENTION_DAYS = 60;
export const MAX_ATTACHMENTS_PER_ITEM = 5;

export const FILE_LIMITS = {
  defaultBytes: 5_242_880,
  videoWarningBytes: 50 * 1024 * 1024,
  attachmentCapBytes: 52_428_800,
  /** Spec §9 says 4096 for mp4 with no unit; read as MB (4 GB), as the issue says. */
  mp4CapBytes: 4096 * 1024 * 1024,
  logoBytes: 5 * 1024 * 1024,
  profileImageBytes: 125 * 1024,
  /** A voice reply: about ten minutes of compressed speech (ours; the spec gives no audio limit). */
  audioBytes: 10 * 1024 * 1024,
  imageCompressionTargetMb: 0.125,
  imageCompressionMaxPx: 300,
} as const;

export const UPLOAD = {
  chunkBytes: 5_242_880,
  /**
   * Spec §4: "whole file in one call under a size threshold (value not shown)". Ours: one chunk's
   * worth (5 MB); a larger file goes in chunks through POST /uploads.
   */
  wholeFileMaxBytes: 5_242_880,
  chunkTimeoutMs: 120_000,
  listSyncMs: 5_000,
  filenameDisplayChars: 30,
} as const;

export const TIMING = {
  inactivityCheckMs: 90_000,
  searchDebounceMs: 800,
  unreadCountDelayMs: 500,
  toastMs: 6_000,
  websocketKeepAliveMs: 60_000,
} as const;

export const PAGE_SIZES = {
  registry: 12,
  registryOnTabChange: 15,
  outstanding: 25,
  drafted: 10,
  resolved: 10,
  archived: 6,
  announcements: 5,
  history: 10,
  notifications: 10,
  notificationPopover: 5,
  myTeam: 12,
  teamMembers: 999,
  enquiryReplies: 1000,
} as const;

export const INFINITE_SCROLL_THRESHOLD = 5;

export const COMPANY_LINKS = { max: 6, titleMaxLength: 35 } as const;

/** Breakpoints of spec §9, in pixels. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export const APP_VERSION = '3.0.1';
export const ACCOUNT_AGE_CHECK_DAYS = 30;
export const WEB_FORM_PREVIEW_HEIGHT = 1165;

export const DEFAULT_WEB_FORM_THEME = {
  primaryColor: '#00214D',
  secondaryColor: '#f9fafb',
  backgroundColor: '#ffffff',
} as const;

/** Pages outside the app, opened in a new tab (ours: the spec names them but gives no address). */
export const EXTERNAL_LINKS = {
  inviteInvestors: 'https://quorum.dev/invite-investors',
  howToUse: 'https://quorum.dev/how-to-use',
  helpCentre: 'https://quorum.dev/help-centre',
  /** Contact Sales (more than 100,000 shareholders) and non_permit_upgrade's button. */
  bookDemo: 'https://quorum.dev/book-a-demo',
} as const;

/** Spec §3 company link types. */
export const COMPANY_LINK_TYPES = [
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
  'youtube',
  'other',
] as const;
export type CompanyLinkType = (typeof COMPANY_LINK_TYPES)[number];

/** How long an emailed team invitation works (ours: the spec gives none). */
export const INVITATION_TTL_DAYS = 7;

/**
 * Question registry limits. The spec gives the free plan's 3 questions and the 60-day retention
 * (above); the lengths, import size and lock lifetime are ours.
 */
export const REGISTRY = {
  questionMaxLength: 1_000,
  responseMaxLength: 10_000,
  /** Rows one CSV import may add, in one transaction. */
  importMaxRows: 5_000,
  csvMaxBytes: 5 * 1024 * 1024,
  /** Ids one status change (bulk star, delete, restore) may name. */
  bulkMaxIds: 10_000,
  /**
   * How long a drafting lock lasts without a refresh. The client checks for activity every
   * TIMING.inactivityCheckMs (90 s) and refreshes while the person is active, so an abandoned
   * lock frees itself within three minutes.
   */
  lockSeconds: 180,
} as const;

/** Response templates (ours: the spec gives only the free plan's 3 and 5 attachments). */
export const TEMPLATES = {
  titleMaxLength: 100,
  contentMaxLength: 10_000,
} as const;
