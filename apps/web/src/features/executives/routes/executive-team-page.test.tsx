import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { grantOf, makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { ExecutiveTeamPage } from './executive-team-page';

const text = messages.executives;

/** The company as getCompanyDetail answers it, with the caller's access to this page. */
const companyWith = (access: 'full' | 'view' | 'none') =>
  makeCompanyDetail({
    role: 'custom',
    grants: grantOf('companyDetails', access),
    companyCreator: false,
  });

const jane = {
  _id: 'exec-1',
  name: 'Jane Citizen',
  role: 'Chief Executive Officer',
  linkedIn: 'https://www.linkedin.com/in/jane-citizen',
  digitalPicture: null,
  digitalPictureUrl: null,
};

function renderPage(
  access: 'full' | 'view' | 'none',
  team: () => ReturnType<typeof graphQLError> | { data: unknown },
) {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL({
    GetCompanyDetail: () => ({ data: { getCompanyDetail: companyWith(access) } }),
    GetExecutiveMembers: team,
    AddExecutiveMember: () => ({ data: { addExecutiveMember: { _id: 'exec-2' } } }),
  });
  renderRoutes(
    [{ path: '/dashboard/executive-team', element: <ExecutiveTeamPage /> }],
    '/dashboard/executive-team',
  );
  return { ...api, user: userEvent.setup() };
}

const teamOf =
  (...executives: (typeof jane)[]) =>
  () => ({
    data: { getExecutiveMembers: executives },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the executive team page', () => {
  it('shows each executive with a LinkedIn link that opens in a new tab without the opener', async () => {
    renderPage('full', teamOf(jane));
    const card = await screen.findByRole('article', { name: 'Jane Citizen' });
    expect(within(card).getByText('Chief Executive Officer')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: /Jane Citizen on LinkedIn/ });
    expect(link).toHaveAttribute('href', jane.linkedIn);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('checks the form in the browser and sends nothing until it is right', async () => {
    const { user, calls } = renderPage('full', teamOf(jane));
    await user.click(await screen.findByRole('button', { name: 'Add executive' }));
    const form = await screen.findByRole('dialog', { name: 'Add executive' });
    await user.type(within(form).getByLabelText('LinkedIn URL (optional)'), 'example.com/jane');
    await user.click(within(form).getByRole('button', { name: 'Add executive' }));
    expect(await within(form).findByText(text.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(text.roleRequired)).toBeInTheDocument();
    expect(within(form).getByText(text.linkedInInvalid)).toBeInTheDocument();
    expect(calls.some((call) => call.operation === 'AddExecutiveMember')).toBe(false);
  });

  it('adds an executive with the LinkedIn link in its stored form', async () => {
    const { user, calls } = renderPage('full', teamOf());
    await user.click(await screen.findByRole('button', { name: 'Add your first executive' }));
    const form = await screen.findByRole('dialog', { name: 'Add executive' });
    await user.type(within(form).getByLabelText('Name'), 'Sam Lee');
    await user.type(within(form).getByLabelText('Role'), 'Chief Financial Officer');
    await user.type(
      within(form).getByLabelText('LinkedIn URL (optional)'),
      'linkedin.com/in/sam-lee/',
    );
    await user.click(within(form).getByRole('button', { name: 'Add executive' }));
    await waitFor(() =>
      expect(calls.find((call) => call.operation === 'AddExecutiveMember')?.variables).toEqual({
        executiveMemberInput: {
          name: 'Sam Lee',
          role: 'Chief Financial Officer',
          linkedIn: 'https://www.linkedin.com/in/sam-lee',
          digitalPicture: null,
        },
      }),
    );
    // The team is fetched again to show the new executive.
    await waitFor(() =>
      expect(calls.filter((call) => call.operation === 'GetExecutiveMembers')).toHaveLength(2),
    );
  });

  it('is read-only for a member who may only view it', async () => {
    renderPage('view', teamOf(jane));
    await screen.findByRole('article', { name: 'Jane Citizen' });
    expect(screen.queryByRole('button', { name: 'Add executive' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for Jane Citizen' })).toBeNull();
  });

  it('tells a viewer of an empty team so, without offering to add', async () => {
    renderPage('view', teamOf());
    expect(await screen.findByText(text.emptyReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  });

  it('gives the company details message, and asks for nothing, without view permission', async () => {
    const { calls } = renderPage('none', teamOf(jane));
    expect(await screen.findByText(messages.company.noPermission)).toBeInTheDocument();
    expect(calls.some((call) => call.operation === 'GetExecutiveMembers')).toBe(false);
  });

  it('says when the team could not be loaded and tries again on request', async () => {
    let failing = true;
    const { user } = renderPage('full', () =>
      failing ? graphQLError('INTERNAL_SERVER_ERROR', messages.generic.server) : teamOf(jane)(),
    );
    expect(await screen.findByText(text.loadFailed)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Jane Citizen' })).toBeInTheDocument();
  });
});
