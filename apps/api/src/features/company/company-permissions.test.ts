import { describe, expect, it } from 'vitest';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const PERMISSIONS = `{ getCompanyDetail { permissions {
  teamMemberRole hasAdministrativeControl canInviteTeamMembers
  userPermissions { name allowed acessType }
  pages { page hasViewPermission hasEditPermission }
} } }`;

type Permissions = {
  getCompanyDetail: {
    permissions: {
      teamMemberRole: string;
      hasAdministrativeControl: boolean;
      canInviteTeamMembers: boolean;
      userPermissions: { name: string; allowed: boolean; acessType: string }[];
      pages: { page: string; hasViewPermission: boolean; hasEditPermission: boolean }[];
    };
  };
};

async function permissionsOf(
  role: 'viewer' | 'custom',
  grants: { name: 'calendar'; allowed: true; acessType: 'full' }[] = [],
) {
  const owner = await makeUser(t.database.db);
  const company = await makeCompany(t.database.db, owner.id);
  const user = await makeUser(t.database.db);
  await addMember(t.database.db, company.id, user.id, role, grants);
  const session = await signIn(t, user.email, user.password);
  const answer = await gql<Permissions>(t.app, PERMISSIONS, {}, session.accessToken);
  return answer.data!.getCompanyDetail.permissions;
}

describe("the caller's permissions in their company", () => {
  it('tell a viewer they may view every page and edit none, with no admin flags', async () => {
    const permissions = await permissionsOf('viewer');
    expect(permissions).toMatchObject({
      teamMemberRole: 'viewer',
      hasAdministrativeControl: false,
      canInviteTeamMembers: false,
    });
    expect(permissions.pages.every((p) => p.hasViewPermission && !p.hasEditPermission)).toBe(true);
  });

  it("tell a custom member exactly their grants, with the spec's spelling acessType", async () => {
    const permissions = await permissionsOf('custom', [
      { name: 'calendar', allowed: true, acessType: 'full' },
    ]);
    expect(permissions.userPermissions.filter((p) => p.allowed)).toEqual([
      { name: 'calendar', allowed: true, acessType: 'full' },
    ]);
    expect(permissions.pages.find((p) => p.page === 'calendar')).toEqual({
      page: 'calendar',
      hasViewPermission: true,
      hasEditPermission: true,
    });
    expect(permissions.pages.find((p) => p.page === 'my-team')?.hasViewPermission).toBe(false);
  });
});
