/**
 * The permission model's vocabulary (spec screens §2 and §6). The rules that combine these into
 * "may this member do X on page Y" are in access.ts; plan gating in plan-gating.ts.
 */
export const ROLES = ['admin', 'member', 'viewer', 'custom'] as const;
export type Role = (typeof ROLES)[number];

export const ACCESS_TYPES = ['full', 'view', 'none'] as const;
export type Access = (typeof ACCESS_TYPES)[number];

/** Page keys of spec §2; `{product}` is quorum. */
export const PAGE_KEYS = [
  'my-team',
  'questions',
  'question-registry',
  'announcements',
  'integrate-quorum',
  'web-form',
  'email-extension',
  'calendar',
  'company-details',
  'excutive-team',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** Feature keys of spec §2, spelt as clients send them. */
export const FEATURE_KEYS = [
  'myTeam',
  'questionRegistries',
  'questionBoard',
  'quorumIntegration',
  'announcements',
  'calendar',
  'companyDetails',
  'questionManagement',
  'administrative',
  'inviteStaff',
  'createEvent',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

export const MEMBER_FLAGS = [
  'hasAdministrativeControl',
  'canManageQuestion',
  'canInviteTeamMembers',
  'canCreateEvent',
] as const;
export type MemberFlag = (typeof MEMBER_FLAGS)[number];

/** A named permission as the spec's clients send it; `acessType` is spelt so on the wire. */
export interface NamedPermission {
  name: FeatureKey;
  allowed: boolean;
  acessType: Access;
}
