import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { addMember, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import {
  CONFIRM,
  CONNECT,
  DISCONNECT,
  MAILBOXES,
  SESSION,
  companyWithMailbox,
  extensionSignIn,
  mailboxCode,
  postToken,
} from './testing/kit';

const t = useTestApp();
const text = messages.extension;

interface Mailbox {
  email: string;
  status: 'pending' | 'active';
  adminName: string | null;
}

describe('connecting a mailbox to the email extension', () => {
  it('sends a code to the mailbox, lists it as pending, and makes it active once the code is entered', async () => {
    const { webToken, creator } = await companyWithMailbox(t);
    const inbox = 'Investors@Example.com';

    const sent = await gql<{ verifyExtensionEmail: { message: string } }>(
      t.app,
      CONNECT,
      { e: inbox },
      webToken,
    );
    expect(sent.data?.verifyExtensionEmail.message).toBe(text.codeSent('investors@example.com'));
    const listed = await gql<{ getAuthorizedUsers: Mailbox[] }>(t.app, MAILBOXES, {}, webToken);
    expect(listed.data?.getAuthorizedUsers).toContainEqual(
      expect.objectContaining({ email: 'investors@example.com', status: 'pending' }),
    );

    const code = await mailboxCode(t.database.db, 'investors@example.com');
    const confirmed = await gql<{ updateAuthorizedEmail: Mailbox }>(
      t.app,
      CONFIRM,
      { e: inbox, c: code },
      webToken,
    );
    expect(confirmed.data?.updateAuthorizedEmail).toEqual({
      email: 'investors@example.com',
      status: 'active',
      adminName: `${creator.firstName} ${creator.lastName}`,
    });
  });

  it('refuses the right code after five wrong ones: a sixth guess never connects the mailbox', async () => {
    const { webToken } = await companyWithMailbox(t);
    const inbox = 'guessed@example.com';
    await gql(t.app, CONNECT, { e: inbox }, webToken);
    const code = await mailboxCode(t.database.db, inbox);
    const wrong = code === 1111 ? 2222 : 1111;
    for (let attempt = 1; attempt <= 5; attempt++) {
      const guess = await gql(t.app, CONFIRM, { e: inbox, c: wrong }, webToken);
      expect(guess.error?.code).toBe('BAD_USER_INPUT');
    }
    const sixth = await gql(t.app, CONFIRM, { e: inbox, c: code }, webToken);
    expect(sixth.error).toEqual({ code: 'BAD_USER_INPUT', message: messages.otp.tooManyAttempts });
    const listed = await gql<{ getAuthorizedUsers: Mailbox[] }>(t.app, MAILBOXES, {}, webToken);
    expect(listed.data?.getAuthorizedUsers.find((m) => m.email === inbox)?.status).toBe('pending');
  });

  it('lets only the company creator connect a mailbox, not another administrator', async () => {
    const { company } = await companyWithMailbox(t);
    const admin = await makeUser(t.database.db);
    await addMember(t.database.db, company.id, admin.id, 'admin');
    const { accessToken } = await signIn(t, admin.email, admin.password);
    const refused = await gql(t.app, CONNECT, { e: 'other@example.com' }, accessToken);
    expect(refused.error).toEqual({ code: 'FORBIDDEN', message: text.creatorOnly });
  });

  it('needs Premium', async () => {
    const { webToken } = await companyWithMailbox(t, 'freemium');
    const refused = await gql(t.app, CONNECT, { e: 'ir@example.com' }, webToken);
    expect(refused.error).toEqual({ code: 'PAYMENT_REQUIRED', message: text.premiumOnly });
  });

  it('refuses an address already connected, and a 21st mailbox', async () => {
    const { webToken, mailbox } = await companyWithMailbox(t);
    expect((await gql(t.app, CONNECT, { e: mailbox }, webToken)).error).toEqual({
      code: 'BAD_USER_INPUT',
      message: text.alreadyConnected,
    });
    for (let n = 2; n <= 20; n++)
      expect(
        (await gql(t.app, CONNECT, { e: `inbox-${n}@example.com` }, webToken)).error,
      ).toBeUndefined();
    expect((await gql(t.app, CONNECT, { e: 'inbox-21@example.com' }, webToken)).error).toEqual({
      code: 'BAD_USER_INPUT',
      message: text.tooManyEmails(20),
    });
  });
});

describe('the Integrations page', () => {
  it('lists the connected mailboxes under the email extension, and not a pending one', async () => {
    const { webToken, mailbox } = await companyWithMailbox(t);
    await gql(t.app, CONNECT, { e: 'pending@example.com' }, webToken);
    const menus = await gql<{
      getMenus: { type: string; data: { users: { email: string; userId: string | null }[] } }[];
    }>(t.app, '{ getMenus { type data { users { email userId } } } }', {}, webToken);
    const email = menus.data?.getMenus.find((entry) => entry.type === 'EMAIL_INTEGRATION');
    expect(email?.data.users).toEqual([{ email: mailbox, userId: null }]);
  });
});

describe('disconnecting a mailbox', () => {
  it('signs the extension out at once: its next call and its refresh are refused', async () => {
    const { webToken, company, mailbox } = await companyWithMailbox(t);
    const tokens = await extensionSignIn(t, webToken, company.id, mailbox);
    expect((await gql(t.app, SESSION, {}, tokens.access_token)).data).toBeTruthy();

    const done = await gql(t.app, DISCONNECT, { e: mailbox }, webToken);
    expect(done.data).toEqual({ disconnectEmail: { message: text.disconnected(mailbox) } });

    expect((await gql(t.app, SESSION, {}, tokens.access_token)).error?.code).toBe(
      'UNAUTHENTICATED',
    );
    const refresh = await postToken(t, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: text.sessionEnded },
    });
    const listed = await gql<{ getAuthorizedUsers: Mailbox[] }>(t.app, MAILBOXES, {}, webToken);
    expect(listed.data?.getAuthorizedUsers).toEqual([]);
  });
});
