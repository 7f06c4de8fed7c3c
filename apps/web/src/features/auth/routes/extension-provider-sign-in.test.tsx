import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXTENSION_PROVIDER_ANSWER, EXTENSION_PROVIDER_REQUEST, messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphQL } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { leaveForProvider } from '../provider-sign-in/leave-for-provider';
import { keepStartedSignIn, takeStartedSignIn } from '../provider-sign-in/started-sign-in';
import { ExtensionSignInPage } from './extension-sign-in-pages';
import { ProviderCallbackPage } from './provider-callback-page';
import { codeSentTo } from '../testing/provider-login-answers';

vi.mock('../provider-sign-in/leave-for-provider', () => ({ leaveForProvider: vi.fn() }));

const ORIGIN = 'chrome-extension://lbgiafpbejapejlgmpjnaakjenebnccp';
const REDIRECT = 'https://lbgiafpbejapejlgmpjnaakjenebnccp.chromiumapp.org/';
const AUTHORIZE = 'https://accounts.google.test/auth?state=s-9';

function openInPanel(redirect: string | null = REDIRECT) {
  const query = new URLSearchParams({
    client_origin: ORIGIN,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    state: 'panel-state-0123456789',
    ...(redirect ? { redirect_uri: redirect } : {}),
  });
  renderRoutes(
    [{ path: '/sign-in-extension', element: <ExtensionSignInPage /> }],
    `/sign-in-extension?${query}`,
  );
  return userEvent.setup();
}

/** The panel's answer, as the extension posts it into the frame. */
function panelAnswers(hash: string, state = 's-9', origin = ORIGIN) {
  window.dispatchEvent(
    new MessageEvent('message', {
      origin,
      source: window.parent,
      data: { type: EXTENSION_PROVIDER_ANSWER, state, hash },
    }),
  );
}

const providers = () => ({ data: { signInProviders: { google: true, microsoft: true } } });
const started = () => ({
  data: { startProviderSignIn: { authorizationUrl: AUTHORIZE, state: 's-9' } },
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(leaveForProvider).mockClear();
  sessionStorage.clear();
});

describe('Google and Microsoft sign-in inside the email extension’s panel', () => {
  it('asks the panel to open the provider’s page, then goes on to the code for the address it vouched for', async () => {
    const posted = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    const { calls } = fakeGraphQL({
      SignInProviders: providers,
      StartProviderSignIn: started,
      LoginWithGoogle: codeSentTo('loginWithGoogle', 'grace@example.com'),
    });
    const user = openInPanel();

    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await vi.waitFor(() =>
      expect(posted).toHaveBeenCalledWith(
        { type: EXTENSION_PROVIDER_REQUEST, url: AUTHORIZE, state: 's-9' },
        ORIGIN,
      ),
    );
    expect(calls.find((c) => c.operation === 'StartProviderSignIn')?.variables).toEqual({
      provider: 'GOOGLE',
      extensionRedirectUri: REDIRECT,
    });

    // Another page's message, or one for another sign-in, is not the panel's answer.
    panelAnswers('#id_token=planted.token.x&state=s-9', 's-9', 'https://evil.example');
    panelAnswers('#id_token=planted.token.y&state=other', 'other');
    panelAnswers('#id_token=a.b.c&state=s-9');

    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(screen.getByText(/grace@example\.com/)).toBeInTheDocument();
    const logins = calls.filter((c) => c.operation === 'LoginWithGoogle');
    expect(logins.map((c) => c.variables)).toEqual([expect.objectContaining({ idToken: 'a.b.c' })]);
  });

  it('says so when the person closed the provider’s window', async () => {
    vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    fakeGraphQL({ SignInProviders: providers, StartProviderSignIn: started });
    const user = openInPanel();

    await user.click(await screen.findByRole('button', { name: 'Sign in with Microsoft' }));
    await vi.waitFor(() => expect(window.parent.postMessage).toHaveBeenCalled());
    panelAnswers('#error=access_denied&state=s-9');

    expect(
      await screen.findByText(messages.providerSignIn.declined('Microsoft')),
    ).toBeInTheDocument();
  });

  it('offers no provider buttons to a panel that cannot open their pages', async () => {
    const { calls } = fakeGraphQL({ SignInProviders: providers });
    openInPanel(null);
    await screen.findByRole('button', { name: 'Sign in with a passkey' });
    await vi.waitFor(() => expect(calls.map((c) => c.operation)).toContain('SignInProviders'));
    expect(screen.queryByRole('button', { name: /Sign in with (Google|Microsoft)/ })).toBeNull();
  });
});

describe('Google and Microsoft sign-in in the extension’s sign-in window (Firefox)', () => {
  const FIREFOX_RETURN = 'https://0123456789abcdef0123456789abcdef01234567.extensions.allizom.org/';
  const windowQuery = new URLSearchParams({
    return_uri: FIREFOX_RETURN,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    state: 'window-state-0123456789',
  }).toString();

  it('leaves for the provider as the web app does, to come back to the extension’s page', async () => {
    fakeGraphQL({ SignInProviders: providers, StartProviderSignIn: started });
    window.history.replaceState(null, '', `/sign-in-extension?${windowQuery}`);
    renderRoutes(
      [{ path: '/sign-in-extension', element: <ExtensionSignInPage /> }],
      `/sign-in-extension?${windowQuery}`,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    await vi.waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith(AUTHORIZE));
    expect(takeStartedSignIn()).toEqual({
      provider: 'google',
      state: 's-9',
      returnTo: `/sign-in-extension?${windowQuery}`,
    });
  });

  it('goes back to the extension’s page at the emailed code after the provider answers', async () => {
    keepStartedSignIn({
      provider: 'google',
      state: 's-8',
      returnTo: `/sign-in-extension?${windowQuery}`,
    });
    fakeGraphQL({
      LoginWithGoogle: codeSentTo('loginWithGoogle', 'grace@example.com'),
    });
    window.history.replaceState(null, '', '/sign-in/callback#id_token=a.b.c&state=s-8');
    const { router } = renderRoutes(
      [
        { path: '/sign-in/callback', element: <ProviderCallbackPage /> },
        { path: '/sign-in-extension', element: <ExtensionSignInPage /> },
      ],
      '/sign-in/callback#id_token=a.b.c&state=s-8',
    );

    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in-extension');
    expect(router.state.location.search).toBe(`?${windowQuery}`);
  });

  it('never goes back to an address other than the extension’s own page', () => {
    keepStartedSignIn({ provider: 'google', state: 's-7', returnTo: 'https://evil.example/' });
    expect(takeStartedSignIn()).toEqual({ provider: 'google', state: 's-7' });
  });
});
