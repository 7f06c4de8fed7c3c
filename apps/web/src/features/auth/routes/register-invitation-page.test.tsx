import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { RegisterInvitationPage } from './register-invitation-page';
import { SignInPage } from './sign-in-page';

const invitation = {
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Lee',
  legalBusinessName: 'Swan River Gold Ltd',
  userId: 'user-1',
};

describe('accepting an invitation with an account that has an authenticator app', () => {
  it('joins, then asks for the app’s code on the sign-in page before opening the dashboard', async () => {
    const secondFactorData = {
      ticket: 'ticket-7',
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      methods: ['TOTP', 'RECOVERY_CODE'],
    };
    const { calls } = fakeGraphQL({
      VerifyEmailInviteMember: () => ({ data: { verifyEmailInviteMember: invitation } }),
      AddNewTeamMemberPassword: () => ({
        data: {
          addNewTeamMemberPassword: { secondFactorData, otpData: null, userData: null },
        },
      }),
      VerifySecondFactor: () => ({
        data: {
          verifySecondFactor: { secondFactorData: null, otpData: null, userData: makeSignIn() },
        },
      }),
    });
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/register/:token', element: <RegisterInvitationPage /> },
        { path: '/', element: <SignInPage /> },
        { path: '/dashboard', element: <h1>Dashboard stub</h1> },
      ],
      '/register/token-1',
    );
    await user.type(await screen.findByLabelText('Password'), 'Sturdy-pass-123');
    await user.click(screen.getByRole('button', { name: 'Join Swan River Gold Ltd' }));

    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard stub' })).toBeNull();
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(calls.find((c) => c.operation === 'VerifySecondFactor')?.variables.input).toEqual({
      ticket: 'ticket-7',
      code: '123456',
    });
  });
});
