import { randomToken, sha256 } from '../../../lib/secrets';
import { addMember, makeUser, uniqueEmail } from '../../../testing/factories';
import type { FeatureMatrix, Outcome } from '../../../testing/matrix';
import { administrators, everyone, inAnyCompany, pageViewers } from '../../../testing/matrix';
import type { Caller } from '../../../testing/matrix';
import { insertInvitation } from '../repo';

/** The foreign admin names our company's people: they are not in theirs, so not found. */
const withForeignNotFound = (expected: Record<Caller, Outcome>) => ({
  ...expected,
  foreign: 'NOT_FOUND' as const,
});

/** Inviting needs the canInviteTeamMembers flag: admins only among our callers. */
const inviters: Record<Caller, Outcome> = {
  ...everyone('FORBIDDEN'),
  anonymous: 'UNAUTHENTICATED',
  admin: 'ok',
  foreign: 'ok',
};

const MEMBER = `{ _id teamMemberRole }`;

export const teamMatrix: FeatureMatrix = {
  // A viewer to change or remove, and an invitation waiting for an answer.
  seed: async (db, company) => {
    const person = await makeUser(db);
    await addMember(db, company.id, person.id, 'viewer');
    const invitation = await insertInvitation(db, {
      companyId: company.id,
      email: uniqueEmail('invited'),
      firstName: 'Ivy',
      lastName: 'Invited',
      role: 'member',
      invitedBy: company.creatorId,
      tokenHash: sha256(randomToken()),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return { teamMemberId: person.id, invitationId: invitation.id };
  },
  operations: {
    'Query.getTeamMembers': {
      document: `{ getTeamMembers(page: 1) { items ${MEMBER} meta { totalItems } } }`,
      expected: pageViewers,
    },
    'Query.getTeamMember': {
      document: `query($id: ID) { getTeamMember(userId: $id) ${MEMBER} }`,
      variables: (w) => ({ id: w.own.teamMemberId }),
      expected: withForeignNotFound(pageViewers),
      onForeign: (w) => ({ id: w.foreign.teamMemberId }),
    },
    'Mutation.addTeamMember': {
      document: `mutation($i: AddTeamMemberInput!) { addTeamMember(addTeamMemberInput: $i) ${MEMBER} }`,
      // Invalid on purpose: past the checks it is refused for its input, and nothing is sent.
      variables: () => ({
        i: { email: 'not-an-email', firstName: 'A', lastName: 'B', teamMemberRole: 'member' },
      }),
      expected: inviters,
    },
    'Mutation.initialAddTeamMember': {
      document: `mutation($i: InitialAddTeamMemberInput!) {
        initialAddTeamMember(initialAddTeamMemberInput: $i) { message } }`,
      variables: () => ({ i: { members: [] } }),
      expected: inviters,
    },
    'Mutation.resendInvitation': {
      document: `mutation($id: ID!) { resendInvitation(invitationId: $id) { message } }`,
      variables: (w) => ({ id: w.own.invitationId }),
      expected: { ...inviters, foreign: 'NOT_FOUND' },
      onForeign: (w) => ({ id: w.foreign.invitationId }),
    },
    'Mutation.skipInviteTeam': {
      document: 'mutation { skipInviteTeam { message } }',
      expected: inAnyCompany,
    },
    // Public: the emailed token decides, and an unknown one is refused for everybody alike.
    'Mutation.verifyEmailInviteMember': {
      document: 'mutation { verifyEmailInviteMember(token: "unknown") { email } }',
      expected: everyone('ok'),
    },
    'Mutation.addNewTeamMemberPassword': {
      document: `mutation { addNewTeamMemberPassword(addNewTeamMemberPasswordInput: {
        token: "unknown", password: "x", fingerprint: "f" }) { userData { companyId } } }`,
      expected: everyone('ok'),
    },
    'Mutation.updateTeamMemberDetail': {
      document: `mutation($id: ID!) { updateTeamMemberDetail(userId: $id, jobTitleInCompany: "Analyst") ${MEMBER} }`,
      variables: (w) => ({ id: w.own.teamMemberId }),
      expected: withForeignNotFound(administrators),
      onForeign: (w) => ({ id: w.foreign.teamMemberId }),
    },
    'Mutation.updateTeamMemberPermissions': {
      // The seeded member is a viewer already, so every caller's success leaves it as it was.
      document: `mutation($id: ID!) { updateTeamMemberPermissions(userId: $id, teamMemberRole: viewer) ${MEMBER} }`,
      variables: (w) => ({ id: w.own.teamMemberId }),
      expected: withForeignNotFound(administrators),
      onForeign: (w) => ({ id: w.foreign.teamMemberId }),
    },
    'Mutation.updateTeamMemberPermission': {
      document: `mutation($id: ID!) { updateTeamMemberPermission(userId: $id, hasUserPermission: true) ${MEMBER} }`,
      variables: (w) => ({ id: w.own.teamMemberId }),
      // Account permissions are an admin action (hasAdministrativeControl), not My team's.
      expected: withForeignNotFound({ ...administrators, customFull: 'FORBIDDEN' }),
      onForeign: (w) => ({ id: w.foreign.teamMemberId }),
    },
    'Mutation.endTeamMemberSessions': {
      document: 'mutation($id: ID!) { endTeamMemberSessions(userId: $id) { message } }',
      variables: (w) => ({ id: w.own.teamMemberId }),
      expected: withForeignNotFound(administrators),
      onForeign: (w) => ({ id: w.foreign.teamMemberId }),
    },
    'Mutation.deleteTeamMember': {
      document: 'mutation($id: ID) { deleteTeamMember(userId: $id) { message } }',
      variables: (w) => ({ id: w.own.teamMemberId }),
      destructive: true,
      expected: withForeignNotFound(administrators),
      onForeign: (w) => ({ id: w.foreign.teamMemberId }),
    },
  },
};
