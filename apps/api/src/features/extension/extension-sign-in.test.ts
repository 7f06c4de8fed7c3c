import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { TEST_EXTENSION_ORIGIN } from '../../extension-origins-config';
import { makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import {
  CONSENT,
  SESSION,
  companyWithMailbox,
  extensionSignIn,
  pkcePair,
  postToken,
  setExtensionPermission,
  teamMember,
} from './testing/kit';

const t = useTestApp();
const text = messages.extension;

async function consent(
  webToken: string,
  companyId: string,
  mailbox: string,
  options: { origin?: string; challenge?: string } = {},
) {
  return gql<{ consentExtension: { code: string; clientOrigin: string } }>(
    t.app,
    CONSENT,
    {
      c: companyId,
      e: mailbox,
      o: options.origin ?? TEST_EXTENSION_ORIGIN,
      ch: options.challenge ?? pkcePair().challenge,
    },
    webToken,
  );
}

describe('signing the extension in', () => {
  it('trades consent’s one-time code and the PKCE verifier for tokens of the extension’s own', async () => {
    const { webToken, company, mailbox, creator } = await companyWithMailbox(t);
    const tokens = await extensionSignIn(t, webToken, company.id, mailbox);
    expect(tokens.expires_in).toBe(15 * 60);
    const session = await gql(t.app, SESSION, {}, tokens.access_token);
    expect(session.data).toEqual({
      extensionSession: {
        firstName: creator.firstName,
        companyId: company.id,
        companyName: company.legalBusinessName,
        mailbox,
      },
    });
  });

  it('spends the code on a wrong verifier, so the right one cannot use it afterwards', async () => {
    const { webToken, company, mailbox } = await companyWithMailbox(t);
    const { verifier, challenge } = pkcePair();
    const granted = await consent(webToken, company.id, mailbox, { challenge });
    const code = granted.data!.consentExtension.code;
    const wrong = await postToken(t, {
      grant_type: 'authorization_code',
      code,
      code_verifier: pkcePair().verifier,
    });
    expect(wrong).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: text.grantInvalid },
    });
    const late = await postToken(t, {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
    });
    expect(late.status).toBe(400);
  });

  it('makes a different code on every consent', async () => {
    const { webToken, company, mailbox } = await companyWithMailbox(t);
    const first = await consent(webToken, company.id, mailbox);
    const second = await consent(webToken, company.id, mailbox);
    expect(first.data!.consentExtension.code).not.toBe(second.data!.consentExtension.code);
  });

  it('refuses consent for an extension origin it does not know', async () => {
    const { webToken, company, mailbox } = await companyWithMailbox(t);
    const refused = await consent(webToken, company.id, mailbox, {
      origin: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
    });
    expect(refused.error).toEqual({ code: 'FORBIDDEN', message: text.unknownExtension });
  });

  it('hands the code to a known extension’s redirect address, as Firefox’s sign-in window ends there', async () => {
    const { webToken, company, mailbox } = await companyWithMailbox(t);
    const { verifier, challenge } = pkcePair();
    // Chrome's address for the repository's test extension; Firefox's is configured the same way.
    const redirect = 'https://lbgiafpbejapejlgmpjnaakjenebnccp.chromiumapp.org/';
    const granted = await consent(webToken, company.id, mailbox, { origin: redirect, challenge });
    expect(granted.data?.consentExtension.clientOrigin).toBe(redirect);
    const exchanged = await postToken(t, {
      grant_type: 'authorization_code',
      code: granted.data!.consentExtension.code,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    const elsewhere = await consent(webToken, company.id, mailbox, {
      origin: 'https://attacker.example/',
    });
    expect(elsewhere.error).toEqual({ code: 'FORBIDDEN', message: text.unknownExtension });
  });

  it('refuses consent for another company, which the caller is not a member of', async () => {
    const ours = await companyWithMailbox(t);
    const theirs = await companyWithMailbox(t);
    const refused = await consent(ours.webToken, theirs.company.id, theirs.mailbox);
    expect(refused.error).toEqual({ code: 'NOT_FOUND', message: messages.auth.notInCompany });
  });

  it('says the company has not set up the extension when no mailbox is connected', async () => {
    const db = t.database.db;
    const creator = await makeUser(db);
    const company = await makeCompany(db, creator.id);
    const { accessToken } = await signIn(t, creator.email, creator.password);
    const refused = await consent(accessToken, company.id, 'ir@example.com');
    expect(refused.error).toEqual({ code: 'FORBIDDEN', message: text.notSetUpShort });
    const chooser = await gql<{ userCompanyListWithCreatorFlagExtension: { hasSetup: boolean }[] }>(
      t.app,
      '{ userCompanyListWithCreatorFlagExtension { hasSetup } }',
      {},
      accessToken,
    );
    expect(chooser.data?.userCompanyListWithCreatorFlagExtension).toEqual([{ hasSetup: false }]);
  });

  it('says a member without the extension permission may not use it, and lets them once granted', async () => {
    const { company, mailbox } = await companyWithMailbox(t);
    const { person, webToken } = await teamMember(t, company.id, false);
    const check = `query($c: ID!) { getAuthorizedCompany(companyId: $c) { hasSetup hasPermission success mailboxes } }`;
    expect((await gql(t.app, check, { c: company.id }, webToken)).data).toEqual({
      getAuthorizedCompany: { hasSetup: true, hasPermission: false, success: false, mailboxes: [] },
    });
    expect((await consent(webToken, company.id, mailbox)).error).toEqual({
      code: 'FORBIDDEN',
      message: text.noPermissionShort,
    });
    await setExtensionPermission(t, company.id, person.id, true);
    expect((await gql(t.app, check, { c: company.id }, webToken)).data).toEqual({
      getAuthorizedCompany: {
        hasSetup: true,
        hasPermission: true,
        success: true,
        mailboxes: [mailbox],
      },
    });
  });
});

describe('the extension’s tokens', () => {
  it('open the extension’s operations only: a web-app operation is refused', async () => {
    const { webToken, company, mailbox } = await companyWithMailbox(t);
    const tokens = await extensionSignIn(t, webToken, company.id, mailbox);
    const refused = await gql(t.app, '{ getCompanyLinks { _id } }', {}, tokens.access_token);
    expect(refused.error).toEqual({ code: 'FORBIDDEN', message: text.webAppOnly });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/files/profile-image',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(upload.statusCode).toBe(403);
  });

  it('are the only ones the extension’s operations accept: a web-app token is refused', async () => {
    const { webToken } = await companyWithMailbox(t);
    const refused = await gql(t.app, SESSION, {}, webToken);
    expect(refused.error).toEqual({ code: 'FORBIDDEN', message: text.extensionOnly });
  });

  it('rotate on refresh, and a refresh token used twice ends the session', async () => {
    const { webToken, company, mailbox } = await companyWithMailbox(t);
    const first = await extensionSignIn(t, webToken, company.id, mailbox);
    const second = await postToken(t, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);

    const replayed = await postToken(t, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(replayed.body.error).toBe('invalid_grant');
    const after = await gql(t.app, SESSION, {}, second.body.access_token as string);
    expect(after.error?.code).toBe('UNAUTHENTICATED');
  });

  it('cannot be refreshed as the web app’s, nor the web app’s as the extension’s', async () => {
    const { webToken, company, mailbox, creator } = await companyWithMailbox(t);
    const extension = await extensionSignIn(t, webToken, company.id, mailbox);
    const asWeb = await gql(
      t.app,
      `mutation($t: String!) { generateNewAccessToken(refreshtoken: $t) { accessToken } }`,
      { t: extension.refresh_token },
    );
    expect(asWeb.error?.code).toBe('UNAUTHENTICATED');

    const web = await signIn(t, creator.email, creator.password);
    const asExtension = await postToken(t, {
      grant_type: 'refresh_token',
      refresh_token: web.refreshToken,
    });
    expect(asExtension.body.error).toBe('invalid_grant');
  });

  it('stop working at once when the member’s extension permission is withdrawn', async () => {
    const { company, mailbox } = await companyWithMailbox(t);
    const { person, webToken } = await teamMember(t, company.id, true);
    const tokens = await extensionSignIn(t, webToken, company.id, mailbox);
    expect((await gql(t.app, SESSION, {}, tokens.access_token)).error).toBeUndefined();
    await setExtensionPermission(t, company.id, person.id, false);
    expect((await gql(t.app, SESSION, {}, tokens.access_token)).error?.code).toBe(
      'UNAUTHENTICATED',
    );
    const refresh = await postToken(t, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.body.error).toBe('invalid_grant');
  });
});
