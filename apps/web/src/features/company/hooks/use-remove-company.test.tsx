import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session';
import { graphQLError, makeSignIn } from '@/testing/fake-graphql';
import { listed, renderCompanyDetails } from '../testing/company-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

/** The page for a creator whose companies are these (the first is the one being removed). */
function renderForCreatorOf(companies: ReturnType<typeof listed>[]) {
  let removed = false;
  return renderCompanyDetails({
    handlers: {
      // Before the removal the list has every company; afterwards the removed one is gone.
      UserCompanyList: () => ({
        data: { userCompanyList: removed ? companies.slice(1) : companies },
      }),
      RemoveCompany: () => {
        removed = true;
        return { data: { removeCompany: { message: messages.company.removed } } };
      },
      SelectCompanyForLogin: (variables) => ({
        data: {
          selectCompanyForLogin: {
            otpData: null,
            userData: makeSignIn({ companyId: String(variables.companyId) }),
          },
        },
      }),
      UserLogout: () => ({ data: { userLogout: { message: 'Signed out' } } }),
    },
  });
}

async function confirmRemoval() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Remove company' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Current password'), 'Sturdy-pass-123');
  await user.click(within(dialog).getByRole('button', { name: 'Remove company' }));
}

describe('after removing the company (spec §3 "Company deletion")', () => {
  it('with two companies, switches to the other and opens the dashboard', async () => {
    const { calls, router } = renderForCreatorOf([
      listed('company-1', 'Demo Resources Ltd'),
      listed('company-2', 'Beta Energy Ltd'),
    ]);
    await confirmRemoval();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getSession()?.companyId).toBe('company-2');
    expect(calls.find((c) => c.operation === 'RemoveCompany')?.variables).toEqual({
      removeCompanyInput: { id: 'company-1', password: 'Sturdy-pass-123' },
    });
    expect(screen.getByText(messages.company.removed)).toBeInTheDocument();
  });

  it('with more than two, forgets the company and goes to / to choose', async () => {
    const { router, calls } = renderForCreatorOf([
      listed('company-1', 'Demo Resources Ltd'),
      listed('company-2', 'Beta Energy Ltd'),
      listed('company-3', 'Gamma Gold Ltd'),
    ]);
    await confirmRemoval();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).not.toBeNull();
    expect(getSession()?.companyId).toBeNull();
    expect(calls.some((c) => c.operation === 'SelectCompanyForLogin')).toBe(false);
  });

  it('with only this company, logs out', async () => {
    const { calls } = renderForCreatorOf([listed('company-1', 'Demo Resources Ltd')]);
    await confirmRemoval();
    await waitFor(() => expect(getSession()).toBeNull());
    expect(calls.some((c) => c.operation === 'UserLogout')).toBe(true);
  });

  it("keeps the company and shows the server's refusal in the dialog", async () => {
    renderCompanyDetails({
      handlers: {
        RemoveCompany: () => graphQLError('FORBIDDEN', messages.company.removeCreatorOnly),
      },
    });
    await confirmRemoval();
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText(messages.company.removeCreatorOnly)).toBeInTheDocument();
    expect(getSession()?.companyId).toBe('company-1');
  });

  it("says the spec's failure text when the server stumbles", async () => {
    renderCompanyDetails({
      handlers: { RemoveCompany: () => graphQLError('INTERNAL_SERVER_ERROR', 'boom') },
    });
    await confirmRemoval();
    expect(
      await within(screen.getByRole('dialog')).findByText(messages.company.deleteFailed),
    ).toBeInTheDocument();
  });
});
