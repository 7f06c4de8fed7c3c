import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERASE_CONFIRMATION_WORD, messages } from '@quorum/shared';
import { describe, expect, it, vi } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { PrivacyRequestsPage } from './privacy-requests-page';

const text = messages.privacy;
const subject = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  enquiryCount: 2,
  hasAccount: false,
  earlierRequests: 0,
};

function renderPage(role: 'admin' | 'viewer' = 'admin', handlers = {}) {
  storeSignIn(makeSignIn());
  const requests: {
    _id: string;
    kind: string;
    reference: string;
    handledBy: string;
    createdAt: string;
  }[] = [];
  const api = fakeGraphQL({
    GetCompanyDetail: () => ({ data: { getCompanyDetail: makeCompanyDetail({ role }) } }),
    GetPrivacyRequests: () => ({ data: { getPrivacyRequests: requests } }),
    FindPrivacySubject: (variables) =>
      variables.email === subject.email
        ? { data: { findPrivacySubject: subject } }
        : graphQLError('NOT_FOUND', text.investorNotFound),
    ExportPrivacySubject: () => {
      requests.unshift({
        _id: 'r1',
        kind: 'export',
        reference: 'a1b2c3d4',
        handledBy: 'Alex Admin',
        createdAt: new Date().toISOString(),
      });
      return { data: { exportPrivacySubject: { fileName: 'investor-data.json', json: '{}' } } };
    },
    ErasePrivacySubject: () => ({ data: { erasePrivacySubject: { message: text.erased } } }),
    ...handlers,
  });
  renderRoutes([{ path: '/', element: <PrivacyRequestsPage /> }], '/');
  return { ...api, user: userEvent.setup() };
}

describe('the privacy requests page', () => {
  it('finds an investor by email and downloads their data, then lists the request', async () => {
    const createObjectURL = vi.fn(() => 'blob:investor');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderPage();
    await user.type(await screen.findByLabelText(/Investor's email address/), subject.email);
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download their data (JSON)' }));
    expect(await screen.findByText(text.exported)).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(saved).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Copy given')).toBeInTheDocument();
  });

  it('says so when the company holds nothing for the address', async () => {
    const { user } = renderPage();
    await user.type(await screen.findByLabelText(/Investor's email address/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(text.investorNotFound)).toBeInTheDocument();
  });

  it('erases only once the word is typed', async () => {
    const { user, calls } = renderPage();
    await user.type(await screen.findByLabelText(/Investor's email address/), subject.email);
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const erase = await screen.findByRole('button', { name: 'Erase' });
    expect(erase).toBeDisabled();
    await user.type(
      screen.getByLabelText(text.eraseConfirm(ERASE_CONFIRMATION_WORD), { exact: false }),
      ERASE_CONFIRMATION_WORD,
    );
    await user.click(erase);
    expect(await screen.findByText(text.erased)).toBeInTheDocument();
    const sent = calls.find((c) => c.operation === 'ErasePrivacySubject');
    expect(sent?.variables).toEqual({
      input: { email: subject.email, confirmation: ERASE_CONFIRMATION_WORD },
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ada Lovelace' })).toBeNull());
  });

  it('tells a member without administrative control that the tool is not theirs', async () => {
    renderPage('viewer');
    expect(await screen.findByText(text.adminOnly)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Investor's email address/)).toBeNull();
  });
});
