import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { CONNECT, MAILBOXES, companyWithMailbox, extensionSignIn } from './testing/kit';

const t = useTestApp();
const text = messages.extension;

const INITIAL = `query($c: [ID!]!) { getAuthorizedUsersInitial(companyIds: $c) { companyId data { email status } } }`;
const NON_USER = `query($e: String!) { findNonUserCompany(email: $e) { _id legalBusinessName hasSetup } }`;
const ADD_COMPANY = `mutation($e: String!) { addAuthorizedCompany(email: $e) { email status adminName } }`;
const STANDING = `query($m: String) { getAuthorizedUsersAndQuestion(messageId: $m) { users { email } question { id boardStatus } } }`;
const ADD_QUESTION = `mutation($i: AddEmailQuestionInput!) { addEmailQuestion(input: $i) { id } }`;
const SELECT = `mutation($id: ID!) { selectCompanyForLogin(companyId: $id, fingerprint: "f") { userData { token { accessToken } } } }`;

/** The creator's web token switched to another of their companies. */
async function tokenFor(webToken: string, companyId: string) {
  const selected = await gql<{
    selectCompanyForLogin: { userData: { token: { accessToken: string } } };
  }>(t.app, SELECT, { id: companyId }, webToken);
  return selected.data!.selectCompanyForLogin.userData.token.accessToken;
}

describe('the connected mailboxes of several companies at once', () => {
  it('lists each named company’s mailboxes, and none for a company whose plan lacks the extension', async () => {
    const { creator, company, webToken, mailbox } = await companyWithMailbox(t);
    const free = await makeCompany(t.database.db, creator.id, { plan: 'freemium' });

    const listed = await gql<{
      getAuthorizedUsersInitial: { companyId: string; data: { email: string }[] }[];
    }>(t.app, INITIAL, { c: [company.id, free.id] }, webToken);

    expect(listed.data?.getAuthorizedUsersInitial).toEqual([
      { companyId: company.id, data: [{ email: mailbox, status: 'active' }] },
      { companyId: free.id, data: [] },
    ]);
  });

  it('refuses the whole call when one id is another company’s, naming none of its mailboxes', async () => {
    const ours = await companyWithMailbox(t);
    const theirs = await companyWithMailbox(t);

    const refused = await gql(
      t.app,
      INITIAL,
      { c: [ours.company.id, theirs.company.id] },
      ours.webToken,
    );

    expect(refused.data).toBeNull();
    expect(refused.error).toEqual({ code: 'NOT_FOUND', message: messages.auth.notInCompany });
  });

  it('asks for at most 50 companies at once', async () => {
    const { company, webToken } = await companyWithMailbox(t);
    const ids = Array.from({ length: 51 }, () => company.id);
    const refused = await gql(t.app, INITIAL, { c: ids }, webToken);
    expect(refused.error).toEqual({ code: 'BAD_USER_INPUT', message: text.tooManyCompanies(50) });
  });
});

describe('finding the companies a shared inbox is connected to', () => {
  it('names the caller’s company where the mailbox is connected, set up', async () => {
    const { company, mailbox } = await companyWithMailbox(t);
    const colleague = await makeUser(t.database.db);
    await addMember(t.database.db, company.id, colleague.id, 'member');
    const { accessToken } = await signIn(t, colleague.email, colleague.password);

    const found = await gql<{ findNonUserCompany: { _id: string; hasSetup: boolean }[] }>(
      t.app,
      NON_USER,
      { e: mailbox.toUpperCase() },
      accessToken,
    );

    expect(found.data?.findNonUserCompany).toEqual([
      expect.objectContaining({ _id: company.id, hasSetup: true }),
    ]);
  });

  it('never names another company: its mailbox is unknown to someone outside it', async () => {
    const ours = await companyWithMailbox(t);
    const theirs = await companyWithMailbox(t);
    const found = await gql<{ findNonUserCompany: unknown[] }>(
      t.app,
      NON_USER,
      { e: theirs.mailbox },
      ours.webToken,
    );
    expect(found.data?.findNonUserCompany).toEqual([]);
  });
});

describe('connecting a proven mailbox in another company of the creator', () => {
  it('connects it at once, with no code, when the creator connected it in another company they created', async () => {
    const { creator, webToken, mailbox } = await companyWithMailbox(t);
    const second = await makeCompany(t.database.db, creator.id, { plan: 'premium' });
    const inSecond = await tokenFor(webToken, second.id);

    const added = await gql<{ addAuthorizedCompany: unknown }>(
      t.app,
      ADD_COMPANY,
      { e: mailbox },
      inSecond,
    );

    expect(added.data?.addAuthorizedCompany).toEqual({
      email: mailbox,
      status: 'active',
      adminName: `${creator.firstName} ${creator.lastName}`,
    });
    const again = await gql(t.app, ADD_COMPANY, { e: mailbox }, inSecond);
    expect(again.error).toEqual({ code: 'BAD_USER_INPUT', message: text.alreadyConnected });
  });

  it('makes a pending mailbox there active instead of waiting for its code', async () => {
    const { creator, webToken, mailbox } = await companyWithMailbox(t);
    const second = await makeCompany(t.database.db, creator.id, { plan: 'premium' });
    const inSecond = await tokenFor(webToken, second.id);
    await gql(t.app, CONNECT, { e: mailbox }, inSecond);

    await gql(t.app, ADD_COMPANY, { e: mailbox }, inSecond);

    const listed = await gql<{ getAuthorizedUsers: { email: string; status: string }[] }>(
      t.app,
      MAILBOXES,
      {},
      inSecond,
    );
    expect(listed.data?.getAuthorizedUsers).toEqual([
      expect.objectContaining({ email: mailbox, status: 'active' }),
    ]);
  });

  it('refuses a mailbox the creator never proved theirs, even one active in another company', async () => {
    const ours = await companyWithMailbox(t);
    const theirs = await companyWithMailbox(t);

    const refused = await gql(t.app, ADD_COMPANY, { e: theirs.mailbox }, ours.webToken);

    expect(refused.error).toEqual({ code: 'NOT_FOUND', message: text.notProven });
    const listed = await gql<{ getAuthorizedUsers: { email: string }[] }>(
      t.app,
      MAILBOXES,
      {},
      ours.webToken,
    );
    expect(listed.data?.getAuthorizedUsers.map((m) => m.email)).toEqual([ours.mailbox]);
  });
});

describe('whether the open email is on the board already', () => {
  it('answers the question an email became, with its column, and nothing for another email', async () => {
    const { company, webToken, mailbox } = await companyWithMailbox(t);
    const { access_token: token } = await extensionSignIn(t, webToken, company.id, mailbox);
    const added = await gql<{ addEmailQuestion: { id: string } }>(
      t.app,
      ADD_QUESTION,
      {
        i: {
          fromEmail: 'ivy@investor.example',
          body: 'When is the dividend paid?',
          messageId: 'msg-1',
        },
      },
      token,
    );

    const known = await gql<{ getAuthorizedUsersAndQuestion: unknown }>(
      t.app,
      STANDING,
      { m: 'msg-1' },
      token,
    );
    const unknown = await gql<{ getAuthorizedUsersAndQuestion: unknown }>(
      t.app,
      STANDING,
      { m: 'msg-2' },
      token,
    );

    expect(known.data?.getAuthorizedUsersAndQuestion).toEqual({
      users: [{ email: mailbox }],
      question: { id: added.data!.addEmailQuestion.id, boardStatus: 'outstanding' },
    });
    expect(unknown.data?.getAuthorizedUsersAndQuestion).toEqual({
      users: [{ email: mailbox }],
      question: null,
    });
  });
});

describe('the company list with the creator flag', () => {
  it('tells the creator’s company from one they were invited to', async () => {
    const { creator, company, webToken } = await companyWithMailbox(t);
    const other = await companyWithMailbox(t);
    await addMember(t.database.db, other.company.id, creator.id, 'member');
    const listed = await gql<{
      userCompanyListWithCreatorFlag: { _id: string; hasCreatedCompany: boolean }[];
    }>(t.app, '{ userCompanyListWithCreatorFlag { _id hasCreatedCompany } }', {}, webToken);
    expect(listed.data?.userCompanyListWithCreatorFlag).toEqual([
      { _id: company.id, hasCreatedCompany: true },
      { _id: other.company.id, hasCreatedCompany: false },
    ]);
  });
});
