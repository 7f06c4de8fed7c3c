import { Notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { EMAIL_EXTENSION_PAGE_PATH, type Plan } from '@quorum/shared';
import { Outlet } from 'react-router';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import type { ConnectedMailbox } from '../api/get-authorized-users';
import { EmailExtensionPage } from '../routes/email-extension-page';

/** A connected mailbox as getAuthorizedUsers answers it. */
export function makeMailbox(overrides: Partial<ConnectedMailbox> = {}): ConnectedMailbox {
  return {
    id: 'mailbox-1',
    email: 'investors@acme.com',
    status: 'active',
    adminName: 'Demo Member',
    profileImage: null,
    userId: null,
    firstName: null,
    lastName: null,
    hasUserPermission: false,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * The Email extension page as a member with the given access, plan and seat sees it. The server's
 * mailboxes are `mailboxes`, changed by the fakes as the server would: a connect adds a pending
 * row, the right code (1234) makes it active, a disconnect removes it.
 */
export function renderEmailExtensionPage({
  access = 'full',
  plan = 'premium',
  companyCreator = true,
  mailboxes = [],
  graphql = {},
}: {
  access?: 'full' | 'view';
  plan?: Plan;
  companyCreator?: boolean;
  mailboxes?: ConnectedMailbox[];
  graphql?: Parameters<typeof fakeGraphQL>[0];
} = {}) {
  storeSignIn(makeSignIn());
  let rows = [...mailboxes];
  const api = fakeGraphQL({
    GetCompanyDetail: () => ({
      data: {
        getCompanyDetail: makeCompanyDetail({
          role: access === 'full' ? 'admin' : 'viewer',
          plan,
          companyCreator,
        }),
      },
    }),
    GetAuthorizedUsers: () => ({ data: { getAuthorizedUsers: rows } }),
    VerifyExtensionEmail: ({ email }) => {
      const address = String(email);
      if (!rows.some((row) => row.email === address))
        rows = [
          ...rows,
          makeMailbox({ id: `mailbox-${rows.length + 1}`, email: address, status: 'pending' }),
        ];
      return {
        data: { verifyExtensionEmail: { message: `We have sent a 4-digit code to ${address}.` } },
      };
    },
    UpdateAuthorizedEmail: ({ email, otpCode }) => {
      if (otpCode !== 1234)
        return {
          data: null,
          errors: [{ message: 'The code is incorrect.', extensions: { code: 'BAD_USER_INPUT' } }],
        };
      rows = rows.map((row) => (row.email === email ? { ...row, status: 'active' as const } : row));
      const row = rows.find((r) => r.email === email)!;
      return {
        data: { updateAuthorizedEmail: { id: row.id, email: row.email, status: row.status } },
      };
    },
    DisconnectEmail: ({ email }) => {
      rows = rows.filter((row) => row.email !== email);
      return { data: { disconnectEmail: { message: `${String(email)} has been disconnected.` } } };
    },
    ...graphql,
  });
  renderRoutes(
    [
      {
        element: (
          <>
            <Notifications />
            <Outlet />
          </>
        ),
        children: [{ path: EMAIL_EXTENSION_PAGE_PATH, element: <EmailExtensionPage /> }],
      },
    ],
    EMAIL_EXTENSION_PAGE_PATH,
  );
  return { calls: api.calls, user: userEvent.setup() };
}

/** The operations that reached the server, in order, but the company's detail. */
export const operationsOf = (calls: { operation: string }[]) =>
  calls.map((call) => call.operation).filter((operation) => operation !== 'GetCompanyDetail');
