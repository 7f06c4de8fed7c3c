import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { RegisterPage } from './register-page';

function renderRegister() {
  const view = renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/dashboard', element: <h1>Dashboard stub</h1> },
      { path: '/dashboard/plan', element: <h1>Plan stub</h1> },
    ],
    '/register',
  );
  return { ...view, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('registration', () => {
  it('takes a newly registered company to its first choice of plan', async () => {
    storeSignIn(makeSignIn({ companyId: null, inCompany: false }));
    fakeGraphQL({
      RegisterCompany: () => ({
        data: {
          registerCompany: {
            otpData: null,
            secondFactorData: null,
            userData: makeSignIn({ companyId: 'company-9' }),
          },
        },
      }),
    });
    const { user } = renderRegister();
    await user.type(await screen.findByLabelText('Legal business name'), 'Acme Mining Ltd');
    await user.type(screen.getByLabelText('Australian business number'), '51824753556');
    await user.type(screen.getByLabelText('ASX code'), 'ACM');
    await user.type(screen.getByLabelText('Company email'), 'ir@acme.com.au');
    await user.type(screen.getByLabelText('Website'), 'https://acme.com.au');
    await user.click(screen.getByRole('button', { name: 'Register company' }));
    expect(await screen.findByRole('heading', { name: 'Plan stub' })).toBeInTheDocument();
  });

  it('sends someone who already has a company to the dashboard', async () => {
    storeSignIn(makeSignIn());
    fakeGraphQL({});
    renderRegister();
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
  });
});
