import type { Access, FeatureKey, MemberFlag, NamedPermission, PageKey, Role } from './model';

/**
 * The areas a page belongs to (spec §6): access is granted per area, and every page of an area
 * follows it. The integration area governs the web form and email extension pages; the company
 * details area governs the executive team.
 */
export const PAGE_AREA = {
  'my-team': 'myTeam',
  questions: 'questionBoard',
  'question-registry': 'questionRegistries',
  announcements: 'announcements',
  'integrate-quorum': 'quorumIntegration',
  'web-form': 'quorumIntegration',
  'email-extension': 'quorumIntegration',
  calendar: 'calendar',
  'company-details': 'companyDetails',
  'excutive-team': 'companyDetails',
} as const satisfies Record<PageKey, FeatureKey>;

export type AreaKey = (typeof PAGE_AREA)[PageKey];
export const AREA_KEYS = [...new Set(Object.values(PAGE_AREA))] as AreaKey[];

/** Pages everyone in a company may view and use, whatever their role (spec §6 defaults). */
export const OPEN_PAGES = [
  'dashboard',
  'faq',
  'profile',
  'company-profile',
  'inviteLink',
  'help',
] as const;

const everyArea = (access: Access) =>
  Object.fromEntries(AREA_KEYS.map((area) => [area, access])) as Record<AreaKey, Access>;

/**
 * Spec §6, one row per role: admin full everywhere; member full except my team, which it may only
 * view (of the spec's two readings, "view only" rather than "hidden": a member sees who their
 * colleagues are); viewer view only everywhere. Custom roles start with none and take their
 * member's own grants.
 */
export const ROLE_AREA_ACCESS: Record<Exclude<Role, 'custom'>, Record<AreaKey, Access>> = {
  admin: everyArea('full'),
  member: { ...everyArea('full'), myTeam: 'view' },
  viewer: everyArea('view'),
};

/** The feature each flag stands for, as custom grants name it. */
export const FLAG_FEATURE: Record<MemberFlag, FeatureKey> = {
  hasAdministrativeControl: 'administrative',
  canManageQuestion: 'questionManagement',
  canInviteTeamMembers: 'inviteStaff',
  canCreateEvent: 'createEvent',
};

const ROLE_FLAGS: Record<Exclude<Role, 'custom'>, Record<MemberFlag, boolean>> = {
  admin: {
    hasAdministrativeControl: true,
    canManageQuestion: true,
    canInviteTeamMembers: true,
    canCreateEvent: true,
  },
  member: {
    hasAdministrativeControl: false,
    canManageQuestion: true,
    canInviteTeamMembers: false,
    canCreateEvent: true,
  },
  viewer: {
    hasAdministrativeControl: false,
    canManageQuestion: false,
    canInviteTeamMembers: false,
    canCreateEvent: false,
  },
};

/** Who is asking: their role and, for a custom role, their own grants. */
export interface MemberPermissions {
  role: Role;
  permissions?: readonly NamedPermission[] | null;
}

function customGrant(member: MemberPermissions, feature: FeatureKey): NamedPermission | undefined {
  return member.permissions?.find((p) => p.name === feature && p.allowed);
}

/** The access a member has to a page's area. */
export function pageAccess(member: MemberPermissions, page: PageKey): Access {
  const area = PAGE_AREA[page];
  if (member.role !== 'custom') return ROLE_AREA_ACCESS[member.role][area];
  return customGrant(member, area)?.acessType ?? 'none';
}

const RANK: Record<Access, number> = { none: 0, view: 1, full: 2 };

/** May this member do what `needed` asks on this page? Full access includes viewing. */
export function mayAccess(
  member: MemberPermissions,
  page: PageKey,
  needed: Exclude<Access, 'none'>,
) {
  return RANK[pageAccess(member, page)] >= RANK[needed];
}

/** The four flags of spec §6 for a member: by role, or by a custom role's grants. */
export function memberFlags(member: MemberPermissions): Record<MemberFlag, boolean> {
  if (member.role !== 'custom') return ROLE_FLAGS[member.role];
  return Object.fromEntries(
    Object.entries(FLAG_FEATURE).map(([flag, feature]) => [
      flag,
      Boolean(customGrant(member, feature)),
    ]),
  ) as Record<MemberFlag, boolean>;
}

/** Everything a member may do, as the client's guards read it (spec §3 "Company permissions"). */
export interface EffectivePermissions {
  teamMemberRole: Role;
  flags: Record<MemberFlag, boolean>;
  /** One named permission per area, spelt as the spec's clients expect (`acessType`). */
  userPermissions: NamedPermission[];
  pages: { page: PageKey; hasViewPermission: boolean; hasEditPermission: boolean }[];
}

export function effectivePermissions(member: MemberPermissions): EffectivePermissions {
  return {
    teamMemberRole: member.role,
    flags: memberFlags(member),
    userPermissions: AREA_KEYS.map((area) => {
      const acessType = areaAccess(member, area);
      return { name: area, allowed: acessType !== 'none', acessType };
    }),
    pages: (Object.keys(PAGE_AREA) as PageKey[]).map((page) => ({
      page,
      hasViewPermission: mayAccess(member, page, 'view'),
      hasEditPermission: mayAccess(member, page, 'full'),
    })),
  };
}

/** A member's access to one area: by role, or by a custom role's own grants. */
export function areaAccess(member: MemberPermissions, area: AreaKey): Access {
  return member.role === 'custom'
    ? (customGrant(member, area)?.acessType ?? 'none')
    : ROLE_AREA_ACCESS[member.role][area];
}

/**
 * A role must never grant what it does not hold: `grantee` (a role and grants someone would be
 * given, or already holds) is within `grantor`'s reach only if no area is open to it wider than
 * to the grantor, and it has no flag the grantor lacks. Administrators hold everything.
 */
export function withinGrant(grantor: MemberPermissions, grantee: MemberPermissions): boolean {
  const flagsOfGrantor = memberFlags(grantor);
  const flagsOfGrantee = memberFlags(grantee);
  return (
    AREA_KEYS.every((area) => RANK[areaAccess(grantee, area)] <= RANK[areaAccess(grantor, area)]) &&
    (Object.keys(flagsOfGrantee) as MemberFlag[]).every(
      (flag) => !flagsOfGrantee[flag] || flagsOfGrantor[flag],
    )
  );
}
