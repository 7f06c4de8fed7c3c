import { describe, expect, it } from 'vitest';
import { PAGE_KEYS } from './model';
import type { Access, NamedPermission, PageKey, Role } from './model';
import { effectivePermissions, mayAccess, memberFlags, pageAccess } from './access';
import { planAllows } from './plan-gating';

/** Spec §6, page by page: the expected access of each fixed role. */
const EXPECTED: Record<PageKey, Record<Exclude<Role, 'custom'>, Access>> = {
  'my-team': { admin: 'full', member: 'view', viewer: 'view' },
  questions: { admin: 'full', member: 'full', viewer: 'view' },
  'question-registry': { admin: 'full', member: 'full', viewer: 'view' },
  announcements: { admin: 'full', member: 'full', viewer: 'view' },
  'integrate-quorum': { admin: 'full', member: 'full', viewer: 'view' },
  'web-form': { admin: 'full', member: 'full', viewer: 'view' },
  'email-extension': { admin: 'full', member: 'full', viewer: 'view' },
  calendar: { admin: 'full', member: 'full', viewer: 'view' },
  'company-details': { admin: 'full', member: 'full', viewer: 'view' },
  'excutive-team': { admin: 'full', member: 'full', viewer: 'view' },
};

const grant = (name: NamedPermission['name'], acessType: Access): NamedPermission => ({
  name,
  allowed: true,
  acessType,
});

describe('page access by role', () => {
  const rows = PAGE_KEYS.flatMap((page) =>
    (['admin', 'member', 'viewer'] as const).map(
      (role) => [role, EXPECTED[page][role], page] as const,
    ),
  );

  it.each(rows)('gives %s %s access to %s', (role, access, page) => {
    expect(pageAccess({ role }, page)).toBe(access);
  });

  it('lets full access view too, and view access not edit', () => {
    expect(mayAccess({ role: 'admin' }, 'calendar', 'view')).toBe(true);
    expect(mayAccess({ role: 'viewer' }, 'calendar', 'view')).toBe(true);
    expect(mayAccess({ role: 'viewer' }, 'calendar', 'full')).toBe(false);
    expect(mayAccess({ role: 'member' }, 'my-team', 'full')).toBe(false);
  });
});

describe('custom roles', () => {
  it('start with no access to any page', () => {
    for (const page of PAGE_KEYS)
      expect(pageAccess({ role: 'custom', permissions: [] }, page)).toBe('none');
  });

  it('follow their own grants, one per area', () => {
    const member = {
      role: 'custom' as const,
      permissions: [grant('questionRegistries', 'full'), grant('calendar', 'view')],
    };
    expect(pageAccess(member, 'question-registry')).toBe('full');
    expect(pageAccess(member, 'calendar')).toBe('view');
    expect(pageAccess(member, 'questions')).toBe('none');
  });

  it('let the integration grant govern the web form and email extension pages', () => {
    const member = { role: 'custom' as const, permissions: [grant('quorumIntegration', 'view')] };
    expect(
      ['integrate-quorum', 'web-form', 'email-extension'].map((p) =>
        pageAccess(member, p as PageKey),
      ),
    ).toEqual(['view', 'view', 'view']);
  });

  it('let the company details grant govern the executive team page', () => {
    const member = { role: 'custom' as const, permissions: [grant('companyDetails', 'full')] };
    expect(pageAccess(member, 'excutive-team')).toBe('full');
  });

  it('ignore a grant that is not allowed', () => {
    const member = {
      role: 'custom' as const,
      permissions: [{ name: 'calendar' as const, allowed: false, acessType: 'full' as const }],
    };
    expect(pageAccess(member, 'calendar')).toBe('none');
  });
});

describe('flags', () => {
  it.each([
    [
      'admin',
      {
        hasAdministrativeControl: true,
        canManageQuestion: true,
        canInviteTeamMembers: true,
        canCreateEvent: true,
      },
    ],
    [
      'member',
      {
        hasAdministrativeControl: false,
        canManageQuestion: true,
        canInviteTeamMembers: false,
        canCreateEvent: true,
      },
    ],
    [
      'viewer',
      {
        hasAdministrativeControl: false,
        canManageQuestion: false,
        canInviteTeamMembers: false,
        canCreateEvent: false,
      },
    ],
  ] as const)('are set for %s by role', (role, flags) => {
    expect(memberFlags({ role })).toEqual(flags);
  });

  it('come from a custom role’s grants', () => {
    const member = {
      role: 'custom' as const,
      permissions: [grant('inviteStaff', 'full'), grant('createEvent', 'full')],
    };
    expect(memberFlags(member)).toEqual({
      hasAdministrativeControl: false,
      canManageQuestion: false,
      canInviteTeamMembers: true,
      canCreateEvent: true,
    });
  });
});

describe('plan gating', () => {
  it('keeps CSV import, bulk star and the integrations for Premium', () => {
    expect(planAllows('freemium', 'csvImport')).toBe(false);
    expect(planAllows('freemium', 'bulkStar')).toBe(false);
    expect(planAllows('freemium', 'integrations')).toBe(false);
    expect(planAllows('premium', 'csvImport')).toBe(true);
  });
});

describe('effective permissions, as the client reads them', () => {
  it('let a viewer view every page and edit none', () => {
    const { pages } = effectivePermissions({ role: 'viewer' });
    expect(pages.every((p) => p.hasViewPermission && !p.hasEditPermission)).toBe(true);
  });

  it('name one permission per area for a member, with my team as view only', () => {
    const { userPermissions } = effectivePermissions({ role: 'member' });
    expect(userPermissions.find((p) => p.name === 'myTeam')).toEqual({
      name: 'myTeam',
      allowed: true,
      acessType: 'view',
    });
    expect(userPermissions.filter((p) => p.acessType === 'full')).toHaveLength(6);
  });

  it('show a custom role without grants nothing', () => {
    const permissions = effectivePermissions({ role: 'custom', permissions: [] });
    expect(permissions.pages.some((p) => p.hasViewPermission)).toBe(false);
    expect(permissions.userPermissions.some((p) => p.allowed)).toBe(false);
  });
});
