import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  jobTitle: text('job_title'),
  mobileNum: text('mobile_num'),
  profileImage: text('profile_image'),
  registeredWithGoogle: boolean('registered_with_google').notNull().default(false),
  acceptedTAndC: boolean('accepted_t_and_c').notNull().default(false),
  acceptedEmailCommunication: boolean('accepted_email_communication').notNull().default(false),
  acceptedWelcomeEmail: boolean('accepted_welcome_email').notNull().default(false),
  receiveNotification: boolean('receive_notification').notNull().default(true),
  verifiedAt: timestamptz('verified_at'),
  lastLoggedInAt: timestamptz('last_logged_in_at'),
  emailChangedTime: timestamptz('email_changed_time'),
  hasClickedIntegrationButton: boolean('has_clicked_integration_button').notNull().default(false),
  hasViewedIntegrationModal: boolean('has_viewed_integration_modal').notNull().default(false),
  hasViewedQuickResponseInfo: boolean('has_viewed_quick_response_info').notNull().default(false),
  /**
   * When the person pressed Continue on the first_time_login welcome. Registration alone leaves it
   * empty (the welcome is for someone who made their account); everyone else (an invited member,
   * the demo, an account from before the welcome existed) counts as welcomed when the row is made.
   */
  welcomedAt: timestamptz('welcomed_at').defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A signed-in device. Access tokens name it; logout, password change and token reuse revoke it. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id'),
    fingerprint: text('fingerprint').notNull(),
    /**
     * Whose tokens the session issues: the web app's, or the email extension's (their own audience,
     * key and operations; `extension_sessions` holds what such a session is bound to).
     */
    audience: text('audience', { enum: ['web', 'extension'] })
      .notNull()
      .default('web'),
    createdAt: createdAt(),
    /** The idle limit: extended by each refresh, never past `absoluteExpiresAt`. */
    expiresAt: timestamptz('expires_at').notNull(),
    /** Fixed at sign-in: the session ends then, however often it is used. */
    absoluteExpiresAt: timestamptz('absolute_expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
    /** What the person sees in their list of sessions: the device ("Chrome on macOS"), where from. */
    deviceLabel: text('device_label'),
    ip: text('ip'),
    /** The last sign-in or refresh: a session unused for weeks is one to question. */
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored hashed; each is used once and replaced (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/**
 * Devices that passed the emailed code or a second factor: each holds a 256-bit token the server
 * issued (in an HttpOnly cookie), stored here only as its SHA-256. Sign-in from such a device skips
 * that step until `expiresAt`, unless the person forgot it or reset or changed their password
 * (`revokedAt`: the revoke list).
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The device as the person reads it in their list: "Chrome on macOS". */
    label: text('label').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    uniqueIndex('trusted_devices_token_idx').on(t.tokenHash),
    index('trusted_devices_user_idx').on(t.userId),
  ],
);

/** An emailed 4-digit code waiting to be entered. One per user and purpose; a new one replaces it. */
export const emailOtps = pgTable(
  'email_otps',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['sign-in', 'verify-email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_otps_user_purpose_idx').on(t.userId, t.purpose)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_hash_idx').on(t.tokenHash)],
);
