import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { SignInPage } from './sign-in-page';

const otpData = {
  message: 'Code sent',
  otpExpiresAt: new Date(Date.now() + 600_000).toISOString(),
};

function renderSignIn() {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/', element: <SignInPage /> },
      { path: '/dashboard', element: <h1>Dashboard stub</h1> },
      { path: '/register', element: <h1>Register stub</h1> },
    ],
    '/',
  );
  const signIn = async (email = 'Demo@Quorum.dev', password = 'Quorum-demo-2026') => {
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  };
  return { ...view, user, signIn };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-in page', () => {
  it('shows the spec messages for an empty form without calling the server', async () => {
    const { calls } = fakeGraphQL({});
    const { user } = renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(messages.email.required)).toBeInTheDocument();
    expect(screen.getByText(messages.password.required)).toBeInTheDocument();
    expect(calls.filter((c) => c.operation !== 'SignInProviders')).toHaveLength(0);
  });

  it("shows the server's message under the form when sign-in is refused", async () => {
    fakeGraphQL({
      UserLogin: () => graphQLError('BAD_USER_INPUT', messages.auth.invalidCredentials),
    });
    const { signIn } = renderSignIn();
    await screen.findByRole('heading', { name: 'Sign in to Quorum' });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.invalidCredentials);
  });

  it('asks for the emailed code on a new device, then opens the dashboard', async () => {
    const { calls } = fakeGraphQL({
      UserLogin: () => ({ data: { userLogin: { otpData, userData: null } } }),
      VerifyEmailOtp: () => ({
        data: { verifyEmailOtp: { otpData: null, userData: makeSignIn() } },
      }),
    });
    const { signIn, user, router } = renderSignIn();
    await screen.findByRole('heading', { name: 'Sign in to Quorum' });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('4321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const [login, verify] = calls.filter((c) => c.operation !== 'SignInProviders');
    expect(login?.variables.loginUserInput).toMatchObject({ email: 'demo@quorum.dev' });
    expect(verify?.variables.verifyEmailOtpInput).toMatchObject({
      email: 'demo@quorum.dev',
      otpCode: 4321,
      fingerprint: (login?.variables.loginUserInput as { fingerprint: string }).fingerprint,
    });
    expect(getSession()?.companyId).toBe('company-1');
  });

  it('asks a person with an authenticator app for its code instead of the emailed one', async () => {
    const secondFactorData = {
      ticket: 'ticket-1',
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      methods: ['TOTP', 'RECOVERY_CODE'],
    };
    const { calls } = fakeGraphQL({
      UserLogin: () => ({
        data: { userLogin: { secondFactorData, otpData: null, userData: null } },
      }),
      VerifySecondFactor: () => ({
        data: {
          verifySecondFactor: { secondFactorData: null, otpData: null, userData: makeSignIn() },
        },
      }),
    });
    const { signIn, user } = renderSignIn();
    await screen.findByRole('heading', { name: 'Sign in to Quorum' });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use your passkey' })).toBeNull();

    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(calls.find((c) => c.operation === 'VerifySecondFactor')?.variables.input).toEqual({
      ticket: 'ticket-1',
      code: '123456',
    });
  });

  it('takes a recovery code in place of the authenticator code', async () => {
    const secondFactorData = {
      ticket: 'ticket-2',
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      methods: ['TOTP', 'RECOVERY_CODE', 'PASSKEY'],
    };
    const { calls } = fakeGraphQL({
      UserLogin: () => ({
        data: { userLogin: { secondFactorData, otpData: null, userData: null } },
      }),
      VerifySecondFactor: () =>
        graphQLError('BAD_USER_INPUT', messages.secondFactor.recoveryCodeWrong),
    });
    const { signIn, user } = renderSignIn();
    await screen.findByRole('heading', { name: 'Sign in to Quorum' });
    await signIn();
    await screen.findByRole('heading', { name: 'Two-step sign-in' });
    expect(screen.getByRole('button', { name: 'Use your passkey' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages.secondFactor.recoveryCodeWrong,
    );
    expect(calls.find((c) => c.operation === 'VerifySecondFactor')?.variables.input).toEqual({
      ticket: 'ticket-2',
      recoveryCode: 'abcde-fghjk',
    });
  });

  it('lets a member of several companies choose one', async () => {
    const { calls } = fakeGraphQL({
      UserLogin: () => ({
        data: { userLogin: { otpData: null, userData: makeSignIn({ companyId: null }) } },
      }),
      UserCompanyList: () => ({
        data: {
          userCompanyList: [
            {
              _id: 'c-1',
              legalBusinessName: 'Acme Mining Ltd',
              companyLogo: null,
              isLocked: false,
            },
            {
              _id: 'c-2',
              legalBusinessName: 'Beta Energy Ltd',
              companyLogo: null,
              isLocked: false,
            },
          ],
        },
      }),
      SelectCompanyForLogin: () => ({
        data: {
          selectCompanyForLogin: { otpData: null, userData: makeSignIn({ companyId: 'c-2' }) },
        },
      }),
    });
    const { signIn, user } = renderSignIn();
    await screen.findByRole('heading', { name: 'Sign in to Quorum' });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Choose a company' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Beta Energy Ltd' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(calls.at(-1)?.variables).toMatchObject({ companyId: 'c-2' });
  });

  it('sends a person without a company to company registration', async () => {
    fakeGraphQL({
      UserLogin: () => ({
        data: {
          userLogin: { otpData: null, userData: makeSignIn({ companyId: null, inCompany: false }) },
        },
      }),
    });
    const { signIn } = renderSignIn();
    await screen.findByRole('heading', { name: 'Sign in to Quorum' });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Register stub' })).toBeInTheDocument();
  });
});
