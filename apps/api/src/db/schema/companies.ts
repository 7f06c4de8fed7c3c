import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PLANS, ROLES, SUBSCRIPTION_STATUSES } from '@quorum/shared';
import type { NamedPermission } from '@quorum/shared';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { users } from './users';

export const companies = pgTable(
  'companies',
  {
    id: id(),
    /** The company creator. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    legalBusinessName: text('legal_business_name').notNull(),
    optionalBusinessName: text('optional_business_name'),
    abn: text('abn').notNull(),
    asxCode: text('asx_code').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    websiteUrl: text('website_url'),
    about: text('about'),
    addressLineOne: text('address_line_one'),
    addressLineTwo: text('address_line_two'),
    suburb: text('suburb'),
    state: text('state'),
    postCode: text('post_code'),
    companyLogo: text('company_logo'),
    /** Where the company is, from the address search; longitude first, as the spec's clients read it. */
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    teamName: text('team_name'),
    validated: boolean('validated').notNull().default(false),
    verifiedAt: timestamptz('verified_at'),
    disabled: boolean('disabled').notNull().default(false),
    /** Admins must have a second factor (an authenticator app or a passkey) to do anything else. */
    requireAdminSecondFactor: boolean('require_admin_second_factor').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('companies_asx_code_idx').on(t.asxCode)],
);

export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    /** A custom role's own grants, one per area (spec §6); empty for the fixed roles. */
    permissions: jsonb('permissions').$type<NamedPermission[]>().notNull().default([]),
    companyCreator: boolean('company_creator').notNull().default(false),
    jobTitleInCompany: text('job_title_in_company'),
    /** Set when a downgrade leaves this member beyond the free plan's allowance. */
    locked: boolean('locked').notNull().default(false),
    isInviteTeamSkipped: boolean('is_invite_team_skipped').notNull().default(false),
    /** Account permissions: may this member use the email extension (spec §6, set by admins). */
    extensionPermission: boolean('extension_permission').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('company_members_user_idx').on(t.userId),
  ],
);

export const subscriptions = pgTable('subscriptions', {
  id: id(),
  companyId: uuid('company_id')
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: PLANS }).notNull(),
  quantity: integer('quantity').notNull(),
  status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
  startDate: timestamptz('start_date').notNull(),
  endDate: timestamptz('end_date'),
  activationDate: timestamptz('activation_date'),
  renewable: boolean('renewable').notNull().default(true),
  hold: boolean('hold').notNull().default(false),
  stripeCustomerId: text('stripe_customer_id'),
  /** Past due: Premium is kept until then, with the banner asking for a new card. */
  graceEndsAt: timestamptz('grace_ends_at'),
  /** When the trial-ending email went, so it goes once. */
  trialNoticeSentAt: timestamptz('trial_notice_sent_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
