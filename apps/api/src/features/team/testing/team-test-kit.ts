import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companyMembers, outboxEmails, teamInvitations } from '../../../db/schema';
import { GOOD_PASSWORD, lastEmailTo, uniqueEmail } from '../../../testing/factories';
import { gql } from '../../../testing/graphql';
import type { TestApp } from '../../../testing/test-app';

/** What the team tests share: the calls as the web app sends them, and what the mail says. */

export const ADD = `mutation Add($i: AddTeamMemberInput!) {
  addTeamMember(addTeamMemberInput: $i) { _id invitationId teamMemberRole invitationAccepted teamMember { email } }
}`;

export const VERIFY_INVITE = `mutation Verify($token: String!) {
  verifyEmailInviteMember(token: $token) { email firstName lastName legalBusinessName userId verifiedAt }
}`;

export const ACCEPT = `mutation Accept($i: AddNewTeamMemberPasswordInput!) {
  addNewTeamMemberPassword(addNewTeamMemberPasswordInput: $i) {
    userData { companyId inCompany token { accessToken refreshToken } user { email firstName } }
  }
}`;

export const TEAM = `query Team($page: Int, $limit: Int) {
  getTeamMembers(page: $page, limit: $limit) {
    items { _id userId invitationId companyCreator teamMemberRole locked invitationAccepted teamMember { email firstName } }
    meta { currentPage itemsPerPage totalItems totalPages }
  }
}`;

export const UPDATE_PERMISSIONS = `mutation Update($id: ID!, $role: TeamMemberRole!, $permissions: [NamedPermissionInput!]) {
  updateTeamMemberPermissions(userId: $id, teamMemberRole: $role, permissions: $permissions) {
    _id teamMemberRole permissions { name allowed acessType }
  }
}`;

export const DELETE = `mutation Delete($userId: ID, $invitationId: ID) {
  deleteTeamMember(userId: $userId, invitationId: $invitationId) { message }
}`;

export type AcceptData = {
  addNewTeamMemberPassword: {
    userData: {
      companyId: string | null;
      token: { accessToken: string; refreshToken: string };
      user: { email: string };
    };
  };
};

export function invitee(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('colleague'),
    firstName: 'Cora',
    lastName: 'Colleague',
    jobTitleInCompany: 'Investor relations',
    teamMemberRole: 'member',
    ...overrides,
  };
}

/** The token in the newest invitation mailed to an address. */
export async function invitationTokenFor(db: Db, email: string): Promise<string> {
  const mail = await lastEmailTo(db, email);
  const token = mail?.textBody.match(/\/register\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

export async function invite(t: TestApp, accessToken: string, input = invitee()) {
  const answer = await gql(t.app, ADD, { i: input }, accessToken);
  if (answer.error) throw new Error(`invite failed: ${answer.error.message}`);
  return { ...input, token: await invitationTokenFor(t.database.db, input.email) };
}

export function accept(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  return gql<AcceptData>(t.app, ACCEPT, {
    i: {
      token,
      password: GOOD_PASSWORD,
      acceptedTAndC: true,
      fingerprint: 'invitee',
      ...overrides,
    },
  });
}

export async function invitationsTo(db: Db, email: string) {
  return db.select().from(teamInvitations).where(eq(teamInvitations.email, email));
}

export async function membersOf(db: Db, companyId: string) {
  return db.select().from(companyMembers).where(eq(companyMembers.companyId, companyId));
}

export async function mailsTo(db: Db, email: string) {
  return db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
}
