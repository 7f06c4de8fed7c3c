import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  GOOD_PASSWORD,
  VERIFY,
  lastCodeFor,
  makeCompany,
  makeUser,
  signIn,
  uniqueEmail,
} from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp({ rateLimitMultiplier: 100 });

const FIRST_RUN = `{ loggedInUserDetail {
  isFirstTimeLogin welcomedAt hasViewedIntegrationModal hasClickedIntegrationButton hasViewedQuickResponseInfo
} }`;
type FirstRun = {
  loggedInUserDetail: {
    isFirstTimeLogin: boolean;
    welcomedAt: string | null;
    hasViewedIntegrationModal: boolean;
    hasClickedIntegrationButton: boolean;
    hasViewedQuickResponseInfo: boolean;
  };
};

async function firstRunOf(token: string) {
  const read = await gql<FirstRun>(t.app, FIRST_RUN, {}, token);
  expect(read.error).toBeUndefined();
  return read.data!.loggedInUserDetail;
}

async function rowOf(userId: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

/** A person who made their own account through registration and its emailed code. */
async function registeredPerson() {
  const email = uniqueEmail('ada');
  const input = { firstName: 'Ada', lastName: 'Lovelace', email, password: GOOD_PASSWORD };
  await gql(
    t.app,
    `mutation($input: RegisterUserInput!) { registerUser(registerUserInput: $input) { message } }`,
    { input: { ...input, acceptedTAndC: true } },
  );
  const otpCode = await lastCodeFor(t.database.db, email);
  const verified = await gql<{
    verifyEmailOtp: { userData: { token: { accessToken: string } } };
  }>(t.app, VERIFY, { input: { email, otpCode, fingerprint: randomUUID() } });
  expect(verified.error).toBeUndefined();
  return { email, token: verified.data!.verifyEmailOtp.userData.token.accessToken };
}

async function member() {
  const user = await makeUser(t.database.db);
  await makeCompany(t.database.db, user.id);
  return { ...user, token: (await signIn(t, user.email, user.password)).accessToken };
}

describe('first-time login', () => {
  it('is a person’s first-time login after they register, until they press Continue', async () => {
    const ada = await registeredPerson();
    expect(await firstRunOf(ada.token)).toMatchObject({ isFirstTimeLogin: true, welcomedAt: null });

    const done = await gql<{ completeFirstTimeLogin: { welcomedAt: string } }>(
      t.app,
      'mutation { completeFirstTimeLogin { welcomedAt } }',
      {},
      ada.token,
    );
    expect(done.error).toBeUndefined();
    expect(done.data!.completeFirstTimeLogin.welcomedAt).not.toBeNull();
    // Welcomed, but the same sign-in is still the first-time login: the promo waits.
    expect(await firstRunOf(ada.token)).toMatchObject({ isFirstTimeLogin: true });
  });

  it('is no longer a first-time login once they sign in again after the welcome', async () => {
    const ada = await registeredPerson();
    await gql(t.app, 'mutation { completeFirstTimeLogin { _id } }', {}, ada.token);
    const later = await signIn(t, ada.email, GOOD_PASSWORD);
    const read = await firstRunOf(later.accessToken);
    expect(read.isFirstTimeLogin).toBe(false);
    expect(read.welcomedAt).not.toBeNull();
  });

  it('keeps the first moment of the welcome when Continue is pressed twice', async () => {
    const ada = await registeredPerson();
    const first = await gql<{ completeFirstTimeLogin: { welcomedAt: string } }>(
      t.app,
      'mutation { completeFirstTimeLogin { welcomedAt } }',
      {},
      ada.token,
    );
    const second = await gql<{ completeFirstTimeLogin: { welcomedAt: string } }>(
      t.app,
      'mutation { completeFirstTimeLogin { welcomedAt } }',
      {},
      ada.token,
    );
    expect(second.data!.completeFirstTimeLogin.welcomedAt).toBe(
      first.data!.completeFirstTimeLogin.welcomedAt,
    );
  });

  it('is not a first-time login for an account that did not register itself, signing in later', async () => {
    const ava = await member();
    expect(await firstRunOf(ava.token)).toMatchObject({ isFirstTimeLogin: false });
  });
});

describe('the integration promo and the quick-response info', () => {
  it('closing the promo marks it viewed on the server, and false offers it again', async () => {
    const ava = await member();
    const closed = await gql(
      t.app,
      'mutation { updateIntegrationModalSeen(hasViewedIntegrationModal: true) { hasViewedIntegrationModal } }',
      {},
      ava.token,
    );
    expect(closed.data).toEqual({
      updateIntegrationModalSeen: { hasViewedIntegrationModal: true },
    });
    expect((await rowOf(ava.id)).hasViewedIntegrationModal).toBe(true);
    expect((await rowOf(ava.id)).hasClickedIntegrationButton).toBe(false);

    await gql(
      t.app,
      'mutation { updateIntegrationModalSeen(hasViewedIntegrationModal: false) { _id } }',
      {},
      ava.token,
    );
    expect((await firstRunOf(ava.token)).hasViewedIntegrationModal).toBe(false);
  });

  it('taking the promo’s action marks it clicked and viewed', async () => {
    const ava = await member();
    const clicked = await gql(
      t.app,
      'mutation { updateIntegrationModalClicked { hasClickedIntegrationButton hasViewedIntegrationModal } }',
      {},
      ava.token,
    );
    expect(clicked.data).toEqual({
      updateIntegrationModalClicked: {
        hasClickedIntegrationButton: true,
        hasViewedIntegrationModal: true,
      },
    });
    expect(await rowOf(ava.id)).toMatchObject({
      hasClickedIntegrationButton: true,
      hasViewedIntegrationModal: true,
    });
  });

  it('Got it on the quick-response info marks it read for that person only', async () => {
    const ava = await member();
    const ben = await member();
    const read = await gql(
      t.app,
      'mutation { setQuickResponseViewedInfo { hasViewedQuickResponseInfo } }',
      {},
      ava.token,
    );
    expect(read.data).toEqual({ setQuickResponseViewedInfo: { hasViewedQuickResponseInfo: true } });
    expect((await rowOf(ava.id)).hasViewedQuickResponseInfo).toBe(true);
    expect((await rowOf(ben.id)).hasViewedQuickResponseInfo).toBe(false);
  });

  it('refuses a caller without a session and changes nothing', async () => {
    const refused = await gql(t.app, 'mutation { setQuickResponseViewedInfo { _id } }', {});
    expect(refused.error?.code).toBe('UNAUTHENTICATED');
  });
});
