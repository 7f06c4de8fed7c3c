import { z } from 'zod';
import { PHONE_DIGITS } from '../constants';
import { messages } from '../messages';
import { AREA_KEYS, FLAG_FEATURE } from '../permissions/access';
import type { AreaKey } from '../permissions/access';
import { ACCESS_TYPES, FEATURE_KEYS, ROLES } from '../permissions/model';
import type { Access, FeatureKey, NamedPermission, Role } from '../permissions/model';
import { emailSchema, newPasswordSchema } from './auth';

const text = messages.team;

/** The features a custom role is granted as a yes/no (spec §6 flags), not as an access level. */
export const FLAG_FEATURES = Object.values(FLAG_FEATURE) as FeatureKey[];
export type FlagFeature = (typeof FLAG_FEATURE)[keyof typeof FLAG_FEATURE];

/** How people read a role. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
  custom: 'Custom',
};

/** How people read an area or a flag feature in the custom grid. */
export const FEATURE_LABELS: Record<FeatureKey, string> = {
  myTeam: 'My team',
  questionRegistries: 'Question registry',
  questionBoard: 'Questions board',
  quorumIntegration: 'Integrations',
  announcements: 'Announcements',
  calendar: 'Calendar',
  companyDetails: 'Company details and executive team',
  questionManagement: 'Create questions',
  administrative: 'Administrative control',
  inviteStaff: 'Invite team members',
  createEvent: 'Create events',
};

const personName = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, messages.auth.nameTooLong);

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

const mobileNumSchema = z
  .string()
  .nullish()
  .transform((value) => value?.replace(/[\s()-]/g, '') || null)
  .refine(
    (value) => value === null || new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(value),
    messages.company.phoneInvalid,
  );

export const jobTitleInCompanySchema = optionalText(100, text.jobTitleTooLong);

const grantSchema = z.object({
  name: z.enum(FEATURE_KEYS, { error: text.permissionsInvalid }),
  allowed: z.boolean({ error: text.permissionsInvalid }),
  acessType: z.enum(ACCESS_TYPES, { error: text.permissionsInvalid }),
});

/**
 * A custom role's grants as stored: one entry per granted feature, none for what is not granted.
 * Flag features are yes/no, so a granted flag is stored as full.
 */
export function normaliseGrants(grants: readonly NamedPermission[]): NamedPermission[] {
  return grants
    .filter((g) => g.allowed && g.acessType !== 'none')
    .map((g) => ({
      name: g.name,
      allowed: true,
      acessType: FLAG_FEATURES.includes(g.name) ? 'full' : g.acessType,
    }));
}

/** A role and, for a custom role, its grants; fixed roles keep no grants of their own. */
const roleAndGrants = z
  .object({
    teamMemberRole: z.enum(ROLES, { error: text.roleRequired }),
    permissions: z
      .array(grantSchema)
      .max(FEATURE_KEYS.length, text.permissionsInvalid)
      .refine((g) => new Set(g.map((p) => p.name)).size === g.length, text.permissionsInvalid)
      .nullish(),
  })
  .transform(({ teamMemberRole, permissions }) => ({
    teamMemberRole,
    permissions: teamMemberRole === 'custom' ? normaliseGrants(permissions ?? []) : [],
  }));

export const inviteeSchema = z.object({
  email: emailSchema,
  firstName: personName(text.firstNameRequired),
  lastName: personName(text.lastNameRequired),
  mobileNum: mobileNumSchema,
  jobTitleInCompany: jobTitleInCompanySchema,
});

/** addTeamMember's input: who to invite, and the role they will have once they accept. */
export const addTeamMemberSchema = z.intersection(inviteeSchema, roleAndGrants);
export type AddTeamMemberInput = z.input<typeof addTeamMemberSchema>;

/** Ours: the invite-team page after registration invites a handful at once. */
export const INITIAL_INVITES_MAX = 5;

export const initialAddTeamMemberSchema = z.object({
  members: z
    .array(addTeamMemberSchema)
    .min(1, text.inviteSomeone)
    .max(INITIAL_INVITES_MAX, text.tooManyAtOnce(INITIAL_INVITES_MAX)),
});

export const updateTeamMemberPermissionsSchema = roleAndGrants;
export type UpdateTeamMemberPermissionsInput = z.input<typeof updateTeamMemberPermissionsSchema>;

const tokenSchema = z.string().min(1, text.invitationInvalid).max(200, text.invitationInvalid);

export const invitationTokenSchema = tokenSchema;

/**
 * Accepting an invitation. Someone new chooses a password under the shared rules; someone who
 * already has an account gives its password (checked, not re-ruled), so `password` is only
 * required to be present here and the server applies the rules to new accounts.
 */
export const addNewTeamMemberPasswordSchema = z.object({
  token: tokenSchema,
  password: z.string({ error: messages.password.required }).min(1, messages.password.required),
  firstName: personName(text.firstNameRequired).nullish(),
  lastName: personName(text.lastNameRequired).nullish(),
  /** Required (true) only when the invitation creates a new account. */
  acceptedTAndC: z.boolean().nullish(),
  fingerprint: z.string().trim().min(1).max(200),
});

/** The invitee's form when they have no account yet: a new password, typed twice. */
export const newInviteePasswordFormSchema = z
  .object({
    firstName: personName(text.firstNameRequired),
    lastName: personName(text.lastNameRequired),
    password: newPasswordSchema,
    confirmPassword: z.string(),
    acceptedTAndC: z.literal(true, { error: messages.auth.termsRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.password.mismatch,
    path: ['confirmPassword'],
  });

/** The custom grid as a form holds it: an access per area and a yes/no per flag feature. */
export interface GrantsForm {
  areas: Record<AreaKey, Access>;
  flags: Record<FlagFeature, boolean>;
}

/** Grants as stored or as the API answers them (where a name is any string). */
type GrantLike = { name: string; allowed: boolean; acessType: Access };

export function grantsToForm(grants: readonly GrantLike[] | null | undefined): GrantsForm {
  const granted = (name: FeatureKey) => grants?.find((g) => g.name === name && g.allowed);
  return {
    areas: Object.fromEntries(
      AREA_KEYS.map((area) => [area, granted(area)?.acessType ?? 'none']),
    ) as Record<AreaKey, Access>,
    flags: Object.fromEntries(
      FLAG_FEATURES.map((flag) => [flag, Boolean(granted(flag))]),
    ) as Record<FlagFeature, boolean>,
  };
}

export function formToGrants(form: GrantsForm): NamedPermission[] {
  return normaliseGrants([
    ...AREA_KEYS.map((name) => ({ name, allowed: true, acessType: form.areas[name] })),
    ...(Object.entries(form.flags) as [FlagFeature, boolean][]).map(([name, allowed]) => ({
      name,
      allowed,
      acessType: 'full' as const,
    })),
  ]);
}
