import { eq } from 'drizzle-orm';
import { messages } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { teamInvitations } from '../../db/schema';
import { sha256 } from '../../lib/secrets';
import {
  GOOD_PASSWORD,
  addMember,
  countUsersWithEmail,
  lastEmailTo,
  makeCompany,
  makeUser,
  signIn,
} from '../../testing/factories';
import { gql } from '../../testing/graphql';
import {
  SECOND_FACTOR,
  appCode,
  call,
  enableTotp,
  signInWithEmailCode,
} from '../auth/testing/second-factor-kit';
import { useTestApp } from '../../testing/test-app';
import {
  ADD,
  TEAM,
  VERIFY_INVITE,
  accept,
  invitationTokenFor,
  invitationsTo,
  invite,
  invitee,
  mailsTo,
  membersOf,
} from './testing/team-test-kit';

const t = useTestApp();
const text = messages.team;

async function companyWithAdmin(plan: 'freemium' | 'premium' = 'premium') {
  const creator = await makeUser(t.database.db);
  const company = await makeCompany(t.database.db, creator.id, { plan, name: 'Harbour Gold Ltd' });
  const session = await signIn(t, creator.email, creator.password);
  return { creator, company, token: session.accessToken };
}

describe('inviting a colleague', () => {
  it('mails a link to /register/{token}, stores only its hash, and lists the invitation as pending', async () => {
    const { company, token } = await companyWithAdmin();
    const person = await invite(t, token);

    const mail = await lastEmailTo(t.database.db, person.email);
    expect(mail?.subject).toBe('Join Harbour Gold Ltd on Quorum');
    expect(mail?.textBody).toContain(`${t.config.appUrl}/register/${person.token}`);
    const [row] = await invitationsTo(t.database.db, person.email);
    expect(row?.tokenHash).toBe(sha256(person.token));
    expect(JSON.stringify(row)).not.toContain(person.token);

    const team = await gql<{ getTeamMembers: { items: { invitationAccepted: boolean }[] } }>(
      t.app,
      TEAM,
      {},
      token,
    );
    expect(team.data?.getTeamMembers.items.map((i) => i.invitationAccepted)).toEqual([true, false]);
    expect((await membersOf(t.database.db, company.id)).length).toBe(1);
  });

  it('lets the colleague accept, set a password and arrive signed in to the company', async () => {
    const { company, token } = await companyWithAdmin();
    const person = await invite(t, token, invitee({ teamMemberRole: 'viewer' }));

    const check = await gql(t.app, VERIFY_INVITE, { token: person.token });
    expect(check.data?.verifyEmailInviteMember).toMatchObject({
      email: person.email,
      firstName: 'Cora',
      legalBusinessName: 'Harbour Gold Ltd',
      userId: null,
    });

    const accepted = await accept(t, person.token);
    expect(accepted.error).toBeUndefined();
    expect(accepted.data?.addNewTeamMemberPassword.userData.companyId).toBe(company.id);
    const members = await membersOf(t.database.db, company.id);
    expect(members.find((m) => !m.companyCreator)).toMatchObject({
      role: 'viewer',
      jobTitleInCompany: 'Investor relations',
    });
    // The password works for a normal sign-in afterwards.
    const again = await signIn(t, person.email, GOOD_PASSWORD);
    expect(again.companyId).toBe(company.id);
  });

  it('refuses a reused invitation with its message and writes nothing', async () => {
    const { company, token } = await companyWithAdmin();
    const person = await invite(t, token);
    await accept(t, person.token);
    const membersBefore = (await membersOf(t.database.db, company.id)).length;

    const check = await gql(t.app, VERIFY_INVITE, { token: person.token });
    expect(check.error).toEqual({ code: 'CONFLICT', message: text.invitationUsed });
    const second = await accept(t, person.token, { password: 'Another-pass-456' });
    expect(second.error).toEqual({ code: 'CONFLICT', message: text.invitationUsed });

    expect((await membersOf(t.database.db, company.id)).length).toBe(membersBefore);
    expect(await countUsersWithEmail(t.database.db, person.email)).toBe(1);
  });

  it('refuses an expired invitation with its message and creates no account', async () => {
    const { company, token } = await companyWithAdmin();
    const person = await invite(t, token);
    await t.database.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.email, person.email));

    const check = await gql(t.app, VERIFY_INVITE, { token: person.token });
    expect(check.error).toEqual({ code: 'BAD_USER_INPUT', message: text.invitationInvalid });
    const accepted = await accept(t, person.token);
    expect(accepted.error).toEqual({ code: 'BAD_USER_INPUT', message: text.invitationInvalid });

    expect(await countUsersWithEmail(t.database.db, person.email)).toBe(0);
    expect((await membersOf(t.database.db, company.id)).length).toBe(1);
    expect((await invitationsTo(t.database.db, person.email))[0]?.acceptedAt).toBeNull();
  });

  it('refuses an unknown link', async () => {
    const check = await gql(t.app, VERIFY_INVITE, { token: 'made-up' });
    expect(check.error).toEqual({ code: 'BAD_USER_INPUT', message: text.invitationInvalid });
  });

  it('keeps the link unspent when the new password breaks the rules', async () => {
    const { token } = await companyWithAdmin();
    const person = await invite(t, token);

    const weak = await accept(t, person.token, { password: 'short' });
    expect(weak.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.password.minLength,
    });
    expect(await countUsersWithEmail(t.database.db, person.email)).toBe(0);
    expect((await accept(t, person.token)).error).toBeUndefined();
  });

  it('asks someone who already has an account for its password, and refuses a wrong one', async () => {
    const { company, token } = await companyWithAdmin();
    const existing = await makeUser(t.database.db);
    const person = await invite(t, token, invitee({ email: existing.email }));

    const check = await gql<{ verifyEmailInviteMember: { userId: string } }>(t.app, VERIFY_INVITE, {
      token: person.token,
    });
    expect(check.data?.verifyEmailInviteMember.userId).toBe(existing.id);

    const wrong = await accept(t, person.token, { password: 'Not-their-pass-1' });
    expect(wrong.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.auth.invalidCredentials,
    });
    expect((await membersOf(t.database.db, company.id)).length).toBe(1);

    const right = await accept(t, person.token, { password: existing.password });
    expect(right.data?.addNewTeamMemberPassword.userData.companyId).toBe(company.id);
    expect(await countUsersWithEmail(t.database.db, existing.email)).toBe(1);
  });

  it('joins an account that has an authenticator app, but signs it in only through the app', async () => {
    const { company, token } = await companyWithAdmin();
    const existing = await makeUser(t.database.db);
    const { accessToken } = await signInWithEmailCode(t, existing);
    const { secret } = await enableTotp(t, accessToken, existing.password);
    const person = await invite(t, token, invitee({ email: existing.email }));

    const ACCEPT_2 = `mutation Accept($i: AddNewTeamMemberPasswordInput!) {
      addNewTeamMemberPassword(addNewTeamMemberPasswordInput: $i) {
        userData { companyId } secondFactorData { ticket methods }
      }
    }`;
    const joined = await gql<{
      addNewTeamMemberPassword: {
        userData: unknown;
        secondFactorData: { ticket: string; methods: string[] } | null;
      };
    }>(t.app, ACCEPT_2, {
      i: { token: person.token, password: existing.password, fingerprint: 'invitee' },
    });
    // The link and the password join the company, but start no session.
    expect(joined.data?.addNewTeamMemberPassword.userData).toBeNull();
    const step = joined.data!.addNewTeamMemberPassword.secondFactorData!;
    expect(step.methods).toContain('TOTP');
    expect((await membersOf(t.database.db, company.id)).length).toBe(2);

    const finished = await call<{ verifySecondFactor: { userData: unknown } }>(
      t.app,
      SECOND_FACTOR,
      { input: { ticket: step.ticket, code: appCode(secret, 1) } },
      {},
    );
    expect(finished.error).toBeUndefined();
    expect(finished.data!.verifySecondFactor.userData).not.toBeNull();
  });

  it('resends with a new link: the old one stops working, the new one works', async () => {
    const { token } = await companyWithAdmin();
    const person = await invite(t, token);
    const [row] = await invitationsTo(t.database.db, person.email);

    const resent = await gql(
      t.app,
      'mutation($id: ID!) { resendInvitation(invitationId: $id) { message item { reinvitationSentAt } } }',
      { id: row!.id },
      token,
    );
    expect(resent.data?.resendInvitation).toMatchObject({
      message: text.invitationResent(person.email),
    });
    const newToken = await invitationTokenFor(t.database.db, person.email);
    expect(newToken).not.toBe(person.token);
    expect((await accept(t, person.token)).error?.message).toBe(text.invitationInvalid);
    expect((await accept(t, newToken)).error).toBeUndefined();
  });
});

describe('refusing invitations', () => {
  it.each(['member', 'viewer'] as const)(
    'refuses a %s, who may not invite, and sends nothing',
    async (role) => {
      const { company } = await companyWithAdmin();
      const user = await makeUser(t.database.db);
      await addMember(t.database.db, company.id, user.id, role);
      const session = await signIn(t, user.email, user.password);
      const input = invitee();

      const answer = await gql(t.app, ADD, { i: input }, session.accessToken);
      expect(answer.error).toEqual({ code: 'FORBIDDEN', message: messages.permission.denied });
      expect(await invitationsTo(t.database.db, input.email)).toHaveLength(0);
      expect(await mailsTo(t.database.db, input.email)).toHaveLength(0);
    },
  );

  it('refuses to invite someone already in the team', async () => {
    const { creator, token } = await companyWithAdmin();
    const answer = await gql(t.app, ADD, { i: invitee({ email: creator.email }) }, token);
    expect(answer.error).toEqual({ code: 'CONFLICT', message: text.alreadyMember });
    expect(await invitationsTo(t.database.db, creator.email)).toHaveLength(0);
  });

  it('refuses a second invitation to the same address and suggests a resend', async () => {
    const { token } = await companyWithAdmin();
    const person = await invite(t, token);
    const answer = await gql(t.app, ADD, { i: invitee({ email: person.email }) }, token);
    expect(answer.error).toEqual({ code: 'CONFLICT', message: text.alreadyInvited });
    expect(await invitationsTo(t.database.db, person.email)).toHaveLength(1);
    expect(await mailsTo(t.database.db, person.email)).toHaveLength(1);
  });

  it('refuses a third person on the free plan, counting open invitations', async () => {
    const { token } = await companyWithAdmin('freemium');
    await invite(t, token);
    const third = invitee();

    const answer = await gql(t.app, ADD, { i: third }, token);
    expect(answer.error).toEqual({ code: 'PAYMENT_REQUIRED', message: text.freePlanTeamLimit });
    expect(await invitationsTo(t.database.db, third.email)).toHaveLength(0);
    expect(await mailsTo(t.database.db, third.email)).toHaveLength(0);
  });

  it('refuses bad input with the field message and writes nothing', async () => {
    const { token } = await companyWithAdmin();
    const input = invitee({ firstName: ' ', mobileNum: '123' });
    const answer = await gql(t.app, ADD, { i: input }, token);
    expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message: text.firstNameRequired });
    expect(answer.errors?.[0]?.extensions?.response?.fields).toMatchObject({
      mobileNum: messages.company.phoneInvalid,
    });
    expect(await invitationsTo(t.database.db, input.email)).toHaveLength(0);
  });

  it('invites several at once from the invite-team page, or none if one is refused', async () => {
    const { creator, token } = await companyWithAdmin();
    const first = invitee();
    const INITIAL = `mutation($i: InitialAddTeamMemberInput!) {
      initialAddTeamMember(initialAddTeamMemberInput: $i) { message items { teamMember { email } } } }`;

    const refused = await gql(
      t.app,
      INITIAL,
      { i: { members: [first, invitee({ email: creator.email })] } },
      token,
    );
    expect(refused.error?.message).toBe(text.alreadyMember);
    expect(await invitationsTo(t.database.db, first.email)).toHaveLength(0);

    const sent = await gql(t.app, INITIAL, { i: { members: [first, invitee()] } }, token);
    expect(sent.data?.initialAddTeamMember).toMatchObject({ message: text.invitedMany(2) });
  });
});
