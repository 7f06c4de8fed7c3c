import { describe, expect, it } from 'vitest';
import { AREA_KEYS, messages } from '@quorum/shared';
import type { NamedPermission } from '@quorum/shared';
import {
  FULL_CUSTOM_GRANTS,
  addMember,
  makeCompany,
  makeUser,
  signIn,
} from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import {
  ADD,
  UPDATE_PERMISSIONS,
  invitationsTo,
  invitee,
  membersOf,
} from './testing/team-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.team;

/** Spec §6's example of a narrow custom role: My team in full, and inviting staff. Nothing else. */
const TEAM_KEEPER: NamedPermission[] = [
  { name: 'myTeam', allowed: true, acessType: 'full' },
  { name: 'inviteStaff', allowed: true, acessType: 'full' },
];

async function companyWithTeamKeeper() {
  const db = t.database.db;
  const admin = await makeUser(db);
  const company = await makeCompany(db, admin.id);
  const keeper = await makeUser(db);
  await addMember(db, company.id, keeper.id, 'custom', TEAM_KEEPER);
  const viewer = await makeUser(db);
  await addMember(db, company.id, viewer.id, 'viewer');
  const token = (await signIn(t, keeper.email, keeper.password)).accessToken;
  return { company, keeper, viewer, token };
}

describe('a role never grants what it does not hold', () => {
  it('refuses a team keeper inviting a new account as a member, and invites nobody', async () => {
    const { token } = await companyWithTeamKeeper();
    const person = invitee({ teamMemberRole: 'member' });
    const result = await gql(t.app, ADD, { i: person }, token);
    expect(result.error).toEqual({ code: 'FORBIDDEN', message: text.beyondOwnGrant });
    expect(await invitationsTo(t.database.db, person.email as string)).toHaveLength(0);
  });

  it('refuses a team keeper inviting a custom role with every area in full', async () => {
    const { token } = await companyWithTeamKeeper();
    const person = invitee({ teamMemberRole: 'custom', permissions: FULL_CUSTOM_GRANTS });
    const result = await gql(t.app, ADD, { i: person }, token);
    expect(result.error).toEqual({ code: 'FORBIDDEN', message: text.beyondOwnGrant });
    expect(await invitationsTo(t.database.db, person.email as string)).toHaveLength(0);
  });

  it('refuses a team keeper raising a viewer to member, and the viewer stays a viewer', async () => {
    const { company, viewer, token } = await companyWithTeamKeeper();
    const result = await gql(t.app, UPDATE_PERMISSIONS, { id: viewer.id, role: 'member' }, token);
    expect(result.error).toEqual({ code: 'FORBIDDEN', message: text.beyondOwnGrant });
    const after = (await membersOf(t.database.db, company.id)).find((m) => m.userId === viewer.id);
    expect(after?.role).toBe('viewer');
  });

  it('lets a team keeper invite someone with no more than their own access', async () => {
    const { token } = await companyWithTeamKeeper();
    const narrower = invitee({
      teamMemberRole: 'custom',
      permissions: [{ name: 'myTeam', allowed: true, acessType: 'view' }],
    });
    const result = await gql(t.app, ADD, { i: narrower }, token);
    expect(result.error).toBeUndefined();
  });

  it('keeps account permissions (the email extension) for administrators', async () => {
    const { viewer, token } = await companyWithTeamKeeper();
    const result = await gql(
      t.app,
      `mutation Ext($userId: ID!) { updateTeamMemberPermission(userId: $userId, hasUserPermission: true) { _id } }`,
      { userId: viewer.id },
      token,
    );
    expect(result.error).toEqual({ code: 'FORBIDDEN', message: text.administratorsOnly });
  });
});

describe('canManageQuestion, enforced by the server', () => {
  it('refuses a new registry question to a custom role with the registry in full but no question management', async () => {
    const db = t.database.db;
    const admin = await makeUser(db);
    const company = await makeCompany(db, admin.id);
    const editor = await makeUser(db);
    const everyAreaButNoFlags = AREA_KEYS.map((name) => ({
      name,
      allowed: true,
      acessType: 'full' as const,
    }));
    await addMember(db, company.id, editor.id, 'custom', everyAreaButNoFlags);
    const token = (await signIn(t, editor.email, editor.password)).accessToken;
    const result = await gql(
      t.app,
      `mutation Add($input: AddQuestionRegistryInput!) {
        addQuestionRegistry(addQuestionRegistryInput: $input) { message }
      }`,
      { input: { question: 'When is the AGM?', response: 'In May.' } },
      token,
    );
    expect(result.error).toEqual({ code: 'FORBIDDEN', message: messages.permission.denied });
  });
});
