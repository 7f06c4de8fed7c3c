import { messages } from '@quorum/shared';
import type { NamedPermission } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import {
  DELETE,
  TEAM,
  UPDATE_PERMISSIONS,
  invite,
  invitee,
  membersOf,
} from './testing/team-test-kit';

const t = useTestApp();
const text = messages.team;
const MY_TEAM_FULL: NamedPermission[] = [{ name: 'myTeam', allowed: true, acessType: 'full' }];

const UPDATE_DETAIL = `mutation($id: ID!, $title: String) {
  updateTeamMemberDetail(userId: $id, jobTitleInCompany: $title) { jobTitleInCompany } }`;
const COMPANY_EDIT = `{ getCompanyDetail { permissions { pages { page hasEditPermission } } } }`;

type Role = 'admin' | 'member' | 'viewer' | 'custom';

async function team() {
  const creator = await makeUser(t.database.db);
  const company = await makeCompany(t.database.db, creator.id);
  const creatorToken = (await signIn(t, creator.email, creator.password)).accessToken;
  const join = async (role: Role, grants: NamedPermission[] = []) => {
    const user = await makeUser(t.database.db);
    await addMember(t.database.db, company.id, user.id, role, grants);
    const session = await signIn(t, user.email, user.password);
    return { ...user, token: session.accessToken, refreshToken: session.refreshToken };
  };
  return { creator, company, creatorToken, join };
}

describe('changing a role', () => {
  it('holds from the next request: a custom manager made viewer is refused what they just did', async () => {
    const { creatorToken, join } = await team();
    const manager = await join('custom', MY_TEAM_FULL);
    const colleague = await join('viewer');

    const before = await gql(
      t.app,
      UPDATE_DETAIL,
      { id: colleague.id, title: 'CFO' },
      manager.token,
    );
    expect(before.error).toBeUndefined();

    const changed = await gql(
      t.app,
      UPDATE_PERMISSIONS,
      { id: manager.id, role: 'viewer' },
      creatorToken,
    );
    expect(changed.data?.updateTeamMemberPermissions).toMatchObject({
      teamMemberRole: 'viewer',
      permissions: [],
    });

    // Same access token as before: the role is read on every request, not from the token.
    const after = await gql(
      t.app,
      UPDATE_DETAIL,
      { id: colleague.id, title: 'CEO' },
      manager.token,
    );
    expect(after.error).toEqual({ code: 'FORBIDDEN', message: messages.permission.denied });
  });

  it('takes a member to viewer: company details turn read-only at once', async () => {
    const { creatorToken, join } = await team();
    const member = await join('member');
    const editsDetails = async () => {
      const answer = await gql<{
        getCompanyDetail: {
          permissions: { pages: { page: string; hasEditPermission: boolean }[] };
        };
      }>(t.app, COMPANY_EDIT, {}, member.token);
      return answer.data!.getCompanyDetail.permissions.pages.find(
        (p) => p.page === 'company-details',
      )!.hasEditPermission;
    };
    expect(await editsDetails()).toBe(true);
    await gql(t.app, UPDATE_PERMISSIONS, { id: member.id, role: 'viewer' }, creatorToken);
    expect(await editsDetails()).toBe(false);
  });

  it('stores only what a custom role is granted, flags as full', async () => {
    const { creatorToken, join } = await team();
    const member = await join('member');
    const answer = await gql(
      t.app,
      UPDATE_PERMISSIONS,
      {
        id: member.id,
        role: 'custom',
        permissions: [
          { name: 'calendar', allowed: true, acessType: 'view' },
          { name: 'announcements', allowed: true, acessType: 'none' },
          { name: 'inviteStaff', allowed: true, acessType: 'view' },
        ],
      },
      creatorToken,
    );
    expect(answer.data?.updateTeamMemberPermissions).toMatchObject({
      teamMemberRole: 'custom',
      permissions: [
        { name: 'calendar', allowed: true, acessType: 'view' },
        { name: 'inviteStaff', allowed: true, acessType: 'full' },
      ],
    });
  });

  it("protects the creator's role from another admin", async () => {
    const { creator, company, join } = await team();
    const admin = await join('admin');
    const answer = await gql(
      t.app,
      UPDATE_PERMISSIONS,
      { id: creator.id, role: 'viewer' },
      admin.token,
    );
    expect(answer.error).toEqual({ code: 'FORBIDDEN', message: text.cannotChangeCreator });
    const removed = await gql(t.app, DELETE, { userId: creator.id }, admin.token);
    expect(removed.error).toEqual({ code: 'FORBIDDEN', message: text.cannotChangeCreator });
    const members = await membersOf(t.database.db, company.id);
    expect(members.find((m) => m.userId === creator.id)?.role).toBe('admin');
  });

  it('lets nobody change or remove themselves', async () => {
    const { join } = await team();
    const admin = await join('admin');
    const answer = await gql(
      t.app,
      UPDATE_PERMISSIONS,
      { id: admin.id, role: 'viewer' },
      admin.token,
    );
    expect(answer.error).toEqual({ code: 'FORBIDDEN', message: text.cannotChangeSelf });
    const removed = await gql(t.app, DELETE, { userId: admin.id }, admin.token);
    expect(removed.error).toEqual({ code: 'FORBIDDEN', message: text.cannotChangeSelf });
  });

  it('keeps a custom manager of My team from making anyone an administrator', async () => {
    const { company, join } = await team();
    const manager = await join('custom', MY_TEAM_FULL);
    const colleague = await join('viewer');
    const answer = await gql(
      t.app,
      UPDATE_PERMISSIONS,
      { id: colleague.id, role: 'admin' },
      manager.token,
    );
    expect(answer.error).toEqual({ code: 'FORBIDDEN', message: text.adminsManageAdmins });
    const members = await membersOf(t.database.db, company.id);
    expect(members.find((m) => m.userId === colleague.id)?.role).toBe('viewer');
  });
});

describe('removing a member', () => {
  it('ends their access to the company at once, sessions included', async () => {
    const { company, creatorToken, join } = await team();
    const member = await join('member');

    const removed = await gql(t.app, DELETE, { userId: member.id }, creatorToken);
    expect(removed.data?.deleteTeamMember).toEqual({
      message: text.memberRemoved('Test Person'),
    });
    expect((await membersOf(t.database.db, company.id)).some((m) => m.userId === member.id)).toBe(
      false,
    );

    const next = await gql(t.app, TEAM, {}, member.token);
    expect(next.error?.code).toBe('UNAUTHENTICATED');
    const refresh = await gql(
      t.app,
      'mutation($r: String!) { generateNewAccessToken(refreshtoken: $r) { accessToken } }',
      { r: member.refreshToken },
    );
    expect(refresh.error?.code).toBe('UNAUTHENTICATED');
  });

  it('cancels a waiting invitation by its id', async () => {
    const { creatorToken } = await team();
    const person = await invite(t, creatorToken);
    const list = await gql<{ getTeamMembers: { items: { invitationId: string | null }[] } }>(
      t.app,
      TEAM,
      {},
      creatorToken,
    );
    const invitationId = list.data!.getTeamMembers.items.find((i) => i.invitationId)!.invitationId;

    const cancelled = await gql(t.app, DELETE, { invitationId }, creatorToken);
    expect(cancelled.data?.deleteTeamMember).toEqual({
      message: text.invitationCancelled(person.email),
    });
    const accepted = await gql(
      t.app,
      `mutation($i: AddNewTeamMemberPasswordInput!) { addNewTeamMemberPassword(addNewTeamMemberPasswordInput: $i) { userData { companyId } } }`,
      {
        i: {
          token: person.token,
          password: 'Sturdy-pass-123',
          fingerprint: 'f',
          acceptedTAndC: true,
        },
      },
    );
    expect(accepted.error?.message).toBe(text.invitationInvalid);
  });
});

describe('My team', () => {
  it('pages 12 at a time: members with the creator first, then the invitations', async () => {
    const { creator, creatorToken, join } = await team();
    for (let i = 0; i < 10; i++) await join('viewer');
    for (let i = 0; i < 3; i++) await invite(t, creatorToken, invitee());

    type Page = {
      getTeamMembers: {
        items: { userId: string | null; invitationId: string | null; companyCreator: boolean }[];
        meta: { currentPage: number; totalItems: number; totalPages: number; itemsPerPage: number };
      };
    };
    const first = await gql<Page>(t.app, TEAM, { page: 1 }, creatorToken);
    const second = await gql<Page>(t.app, TEAM, { page: 2 }, creatorToken);
    expect(first.data!.getTeamMembers.meta).toEqual({
      currentPage: 1,
      itemsPerPage: 12,
      totalItems: 14,
      totalPages: 2,
    });
    const items = first.data!.getTeamMembers.items;
    expect(items).toHaveLength(12);
    expect(items[0]).toMatchObject({ userId: creator.id, companyCreator: true });
    expect(items.filter((i) => i.invitationId)).toHaveLength(1);
    expect(second.data!.getTeamMembers.items.map((i) => Boolean(i.invitationId))).toEqual([
      true,
      true,
    ]);
  });

  it('reads a foreign member as not found', async () => {
    const { creatorToken } = await team();
    const elsewhere = await team();
    const stranger = await elsewhere.join('member');
    const answer = await gql(
      t.app,
      'query($id: ID) { getTeamMember(userId: $id) { _id } }',
      { id: stranger.id },
      creatorToken,
    );
    expect(answer.error).toEqual({ code: 'NOT_FOUND', message: text.memberNotFound });
  });
});
