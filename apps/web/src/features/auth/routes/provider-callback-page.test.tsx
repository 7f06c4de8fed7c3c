import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphQL } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { keepStartedSignIn } from '../provider-sign-in/started-sign-in';
import { ProviderCallbackPage } from './provider-callback-page';
import { SignInPage } from './sign-in-page';
import { codeSentTo } from '../testing/provider-login-answers';

const CALLBACK = '/sign-in/callback';

/** The browser as the provider leaves it: at the callback with the answer in the fragment. */
function arriveWith(fragment: string) {
  window.history.replaceState(null, '', `${CALLBACK}#${fragment}`);
  const view = renderRoutes(
    [
      { path: CALLBACK, element: <ProviderCallbackPage /> },
      { path: '/', element: <SignInPage /> },
    ],
    `${CALLBACK}#${fragment}`,
  );
  return { ...view, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the Google and Microsoft sign-in callback', () => {
  it('refuses an answer whose state is not the one this tab kept, without calling the server', async () => {
    keepStartedSignIn({ provider: 'google', state: 'kept-state' });
    const { calls } = fakeGraphQL({});
    const { user, router } = arriveWith('id_token=planted.token.value&state=other-state');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages.providerSignIn.notStartedHere,
    );
    expect(window.location.hash).toBe('');
    expect(calls).toHaveLength(0);

    fakeGraphQL({
      SignInProviders: () => ({ data: { signInProviders: { google: false, microsoft: false } } }),
    });
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('refuses an answer when this tab started no sign-in', async () => {
    fakeGraphQL({});
    arriveWith('id_token=a.b.c&state=any');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages.providerSignIn.notStartedHere,
    );
  });

  it('says so when the person cancelled at the provider', async () => {
    keepStartedSignIn({ provider: 'microsoft', state: 's-2' });
    fakeGraphQL({});
    arriveWith('error=access_denied&state=s-2');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages.providerSignIn.declined('Microsoft'),
    );
  });

  it('shows the server’s refusal, with the way back to sign in', async () => {
    keepStartedSignIn({ provider: 'google', state: 's-3' });
    fakeGraphQL({
      LoginWithGoogle: () => ({
        data: null,
        errors: [
          {
            message: messages.providerSignIn.noAccount,
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      }),
    });
    arriveWith('id_token=a.b.c&state=s-3');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.providerSignIn.noAccount);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
  });

  it('goes on to the emailed code step of the password sign-in, for the provider’s address', async () => {
    keepStartedSignIn({ provider: 'google', state: 's-4' });
    const { calls } = fakeGraphQL({
      LoginWithGoogle: codeSentTo('loginWithGoogle', 'grace@example.com'),
    });
    const { router } = arriveWith('id_token=a.b.c&state=s-4');

    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(screen.getByText(/grace@example\.com/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls[0]?.variables).toMatchObject({ idToken: 'a.b.c' });
  });

  it('lets a sign-in started on the registration page make the account, with its accepted terms', async () => {
    keepStartedSignIn({
      provider: 'google',
      state: 's-6',
      registration: { acceptedTAndC: true, acceptedEmailCommunication: true },
    });
    const { calls } = fakeGraphQL({
      LoginWithGoogle: codeSentTo('loginWithGoogle', 'new.person@example.com'),
    });
    arriveWith('id_token=a.b.c&state=s-6');

    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(calls[0]?.variables).toMatchObject({
      idToken: 'a.b.c',
      disableUserCreation: false,
      acceptedTAndC: true,
      acceptedEmailCommunication: true,
    });
  });

  it('never lets a sign-in from the sign-in page make an account', async () => {
    keepStartedSignIn({ provider: 'microsoft', state: 's-7' });
    const { calls } = fakeGraphQL({
      LoginWithMicrosoft: () => ({
        data: null,
        errors: [
          { message: messages.providerSignIn.noAccount, extensions: { code: 'BAD_USER_INPUT' } },
        ],
      }),
    });
    arriveWith('id_token=a.b.c&state=s-7');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.providerSignIn.noAccount);
    expect(calls[0]?.variables).toMatchObject({ disableUserCreation: true });
  });
});
