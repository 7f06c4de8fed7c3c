import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { users } from './users';

/**
 * A person's authenticator app (TOTP). The secret is encrypted (AES-256-GCM, a key of its own);
 * until `confirmedAt` it is a set-up in progress and counts for nothing.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  /** The last time step accepted: a code is good once, so a watched one cannot be replayed. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored as SHA-256 (each has 50 bits from a CSPRNG). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);

/** WebAuthn credentials (passkeys): the public key and what the authenticator told us of itself. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the authenticator names it. */
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [
    uniqueIndex('passkeys_credential_idx').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/**
 * What the server waits for between two calls of a sign-in or a passkey prompt: the password step
 * passed (a ticket for the second step), or a WebAuthn challenge to be signed. The client holds the
 * ticket; only its SHA-256 is here.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: id(),
    /** Null for a passkey sign-in, where the passkey itself says whose it is. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: [
        'second-factor',
        'passkey-sign-in',
        'passkey-register',
        // A Google or Microsoft sign-in under way: the ticket is its nonce (provider-sign-in/).
        'google-sign-in',
        'microsoft-sign-in',
      ],
    }).notNull(),
    ticketHash: text('ticket_hash').notNull(),
    webauthnChallenge: text('webauthn_challenge'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_challenges_ticket_idx').on(t.ticketHash)],
);
