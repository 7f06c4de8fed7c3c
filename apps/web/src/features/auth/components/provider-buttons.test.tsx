import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphQL } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { leaveForProvider } from '../provider-sign-in/leave-for-provider';
import { takeStartedSignIn } from '../provider-sign-in/started-sign-in';
import { RegisterPage } from '../routes/register-page';
import { SignInPage } from '../routes/sign-in-page';

vi.mock('../provider-sign-in/leave-for-provider', () => ({ leaveForProvider: vi.fn() }));

const providersOn = (google: boolean, microsoft: boolean) => () => ({
  data: { signInProviders: { google, microsoft } },
});

function renderSignIn() {
  renderRoutes([{ path: '/', element: <SignInPage /> }], '/');
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveForProvider).mockClear();
  sessionStorage.clear();
});

describe('Google and Microsoft sign-in buttons', () => {
  it('shows neither button on an install that configured no provider', async () => {
    const { calls } = fakeGraphQL({ SignInProviders: providersOn(false, false) });
    renderSignIn();
    await screen.findByRole('button', { name: 'Sign in with a passkey' });
    await vi.waitFor(() => expect(calls.map((c) => c.operation)).toContain('SignInProviders'));
    expect(screen.queryByRole('button', { name: /Sign in with (Google|Microsoft)/ })).toBeNull();
  });

  it('shows only the configured provider’s button', async () => {
    fakeGraphQL({ SignInProviders: providersOn(false, true) });
    renderSignIn();
    expect(
      await screen.findByRole('button', { name: 'Sign in with Microsoft' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('starts the sign-in, keeps its state in this tab and goes to the provider', async () => {
    const { calls } = fakeGraphQL({
      SignInProviders: providersOn(true, true),
      StartProviderSignIn: () => ({
        data: {
          startProviderSignIn: {
            authorizationUrl: 'https://accounts.google.test/auth?state=s-1',
            state: 's-1',
          },
        },
      }),
    });
    const user = renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    await vi.waitFor(() =>
      expect(leaveForProvider).toHaveBeenCalledWith('https://accounts.google.test/auth?state=s-1'),
    );
    expect(calls.find((c) => c.operation === 'StartProviderSignIn')?.variables).toEqual({
      provider: 'GOOGLE',
    });
    expect(takeStartedSignIn()).toEqual({ provider: 'google', state: 's-1' });
  });
});

describe('signing up with Google or Microsoft on the registration page', () => {
  function renderRegister() {
    renderRoutes([{ path: '/register', element: <RegisterPage /> }], '/register');
    return userEvent.setup();
  }

  it('asks for the terms first and starts nothing without them', async () => {
    const { calls } = fakeGraphQL({ SignInProviders: providersOn(true, false) });
    const user = renderRegister();
    await user.click(await screen.findByRole('button', { name: 'Sign up with Google' }));

    expect(await screen.findByText(messages.auth.termsRequired)).toBeInTheDocument();
    expect(calls.map((c) => c.operation)).not.toContain('StartProviderSignIn');
    expect(leaveForProvider).not.toHaveBeenCalled();
  });

  it('keeps the accepted terms with the started sign-in, so the callback may make the account', async () => {
    fakeGraphQL({
      SignInProviders: providersOn(false, true),
      StartProviderSignIn: () => ({
        data: {
          startProviderSignIn: {
            authorizationUrl: 'https://login.microsoft.test/authorize?state=s-5',
            state: 's-5',
          },
        },
      }),
    });
    const user = renderRegister();
    await user.click(await screen.findByLabelText('I accept the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Sign up with Microsoft' }));

    await vi.waitFor(() => expect(leaveForProvider).toHaveBeenCalled());
    expect(takeStartedSignIn()).toEqual({
      provider: 'microsoft',
      state: 's-5',
      registration: { acceptedTAndC: true, acceptedEmailCommunication: false },
    });
  });
});
