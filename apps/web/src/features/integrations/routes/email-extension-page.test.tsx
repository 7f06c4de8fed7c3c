import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { extensionDownloadPath, messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMailbox, operationsOf, renderEmailExtensionPage } from '../testing/extension-fixtures';

const text = messages.extension;

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean(); // toasts live in a store that outlasts each test's render
});

const table = () => screen.findByRole('table', { name: text.tableLabel });

describe('the Email extension page', () => {
  it('says in the spec’s words that no email address is connected yet', async () => {
    renderEmailExtensionPage();
    expect(await within(await table()).findByText(text.noEmails)).toBeInTheDocument();
  });

  it('lists each mailbox with who added it and its status', async () => {
    renderEmailExtensionPage({
      mailboxes: [
        makeMailbox(),
        makeMailbox({
          id: 'mailbox-2',
          email: 'ir@acme.com',
          status: 'pending',
          adminName: 'Cora Colleague',
        }),
      ],
    });
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^EmailAdded byStatus/),
      expect.stringMatching(/^investors@acme\.comDemo MemberActive/),
      expect.stringMatching(/^ir@acme\.comCora ColleaguePending/),
    ]);
  });

  it('lets the company creator connect a mailbox with the code mailed to it', async () => {
    const { user, calls } = renderEmailExtensionPage();
    await user.click(await screen.findByRole('button', { name: text.connectEmail }));
    const dialog = await screen.findByRole('dialog', { name: text.connectEmail });
    await user.type(within(dialog).getByLabelText(text.emailColumn), 'Investors@Acme.com');
    await user.click(within(dialog).getByRole('button', { name: text.sendCode }));

    expect(
      await within(dialog).findByText(/We have sent a 4-digit code to investors@acme.com/),
    ).toBeInTheDocument();
    expect(await within(await table()).findByText(text.statusPending)).toBeInTheDocument();

    await user.keyboard('1234');
    await user.click(within(dialog).getByRole('button', { name: text.connect }));
    expect(await screen.findByText(text.connected('investors@acme.com'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await table()).findByText(text.statusActive)).toBeInTheDocument();
    expect(
      calls.filter(
        (c) => c.operation !== 'GetCompanyDetail' && c.operation !== 'GetAuthorizedUsers',
      ),
    ).toEqual([
      expect.objectContaining({
        operation: 'VerifyExtensionEmail',
        variables: { email: 'investors@acme.com' },
      }),
      expect.objectContaining({
        operation: 'UpdateAuthorizedEmail',
        variables: { email: 'investors@acme.com', otpCode: 1234 },
      }),
    ]);
  });

  it('shows the server’s refusal of a wrong code and keeps the modal open', async () => {
    const { user } = renderEmailExtensionPage({
      mailboxes: [makeMailbox({ status: 'pending' })],
    });
    await user.click(
      await screen.findByRole('button', { name: `${text.enterCode} for investors@acme.com` }),
    );
    const dialog = await screen.findByRole('dialog', { name: text.connectEmail });
    await user.keyboard('9999');
    await user.click(within(dialog).getByRole('button', { name: text.connect }));
    expect(await within(dialog).findByText('The code is incorrect.')).toBeInTheDocument();
  });

  it('disconnects a mailbox only after the confirmation, then says the table is empty', async () => {
    const { user, calls } = renderEmailExtensionPage({ mailboxes: [makeMailbox()] });
    await user.click(
      await screen.findByRole('button', { name: `${text.disconnect} investors@acme.com` }),
    );
    const dialog = await screen.findByRole('dialog', { name: text.disconnectTitle });
    expect(
      within(dialog).getByText(text.disconnectConfirm('investors@acme.com')),
    ).toBeInTheDocument();
    // Cancel has the focus: Enter alone must not disconnect.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: text.disconnect }));
    expect(await screen.findByText(text.disconnected('investors@acme.com'))).toBeInTheDocument();
    expect(await within(await table()).findByText(text.noEmails)).toBeInTheDocument();
    expect(operationsOf(calls)).toContain('DisconnectEmail');
  });

  it('lets Escape cancel the disconnection, sending nothing', async () => {
    const { user, calls } = renderEmailExtensionPage({ mailboxes: [makeMailbox()] });
    await user.click(
      await screen.findByRole('button', { name: `${text.disconnect} investors@acme.com` }),
    );
    await screen.findByRole('dialog', { name: text.disconnectTitle });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(operationsOf(calls)).not.toContain('DisconnectEmail');
  });

  it('shows a member who is not the creator the table without Connect or Disconnect, and says why', async () => {
    renderEmailExtensionPage({
      companyCreator: false,
      mailboxes: [makeMailbox({ status: 'pending' })],
    });
    expect(await within(await table()).findByText('investors@acme.com')).toBeInTheDocument();
    expect(screen.getByText(text.creatorOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.connectEmail })).toBeNull();
    expect(screen.queryByRole('button', { name: /Disconnect/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Enter code/ })).toBeNull();
  });

  it('shows a member without edit access the table read-only', async () => {
    renderEmailExtensionPage({ access: 'view', mailboxes: [makeMailbox()] });
    expect(await within(await table()).findByText('investors@acme.com')).toBeInTheDocument();
    expect(screen.getByText(text.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.connectEmail })).toBeNull();
    expect(screen.queryByRole('button', { name: /Disconnect/ })).toBeNull();
  });

  it('offers the free plan an upgrade instead, and asks the server nothing', async () => {
    const { calls } = renderEmailExtensionPage({ plan: 'freemium' });
    expect(await screen.findByText(text.premiumOnly)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(operationsOf(calls)).toEqual([]);
  });

  it('links each browser’s download, opening in a new tab', async () => {
    const { user } = renderEmailExtensionPage();
    await user.click(await screen.findByRole('button', { name: text.downloadExtension }));
    const chrome = await screen.findByRole('menuitem', { name: /Chrome/ });
    expect(chrome).toHaveAttribute('href', extensionDownloadPath('chrome'));
    expect(chrome).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('menuitem', { name: /Edge/ })).toHaveAttribute(
      'href',
      extensionDownloadPath('edge'),
    );
    expect(screen.getByRole('menuitem', { name: /Firefox/ })).toHaveAttribute(
      'href',
      extensionDownloadPath('firefox'),
    );
  });

  it('opens the setup guide with its steps from download to consent', async () => {
    const { user } = renderEmailExtensionPage();
    await user.click(await screen.findByRole('button', { name: text.viewSetupGuide }));
    const guide = await screen.findByRole('dialog', { name: text.setupGuideTitle });
    const steps = within(guide).getAllByRole('listitem');
    expect(steps).toHaveLength(text.setupGuideSteps.length);
    expect(steps[0]).toHaveTextContent('Download the extension');
    expect(steps.at(-1)).toHaveTextContent('Give your consent');
  });

  it('offers to try again when the mailboxes cannot be loaded', async () => {
    let fail = true;
    const { user } = renderEmailExtensionPage({
      graphql: {
        GetAuthorizedUsers: () =>
          fail
            ? {
                data: null,
                errors: [
                  {
                    message: 'Something went wrong.',
                    extensions: { code: 'INTERNAL_SERVER_ERROR' },
                  },
                ],
              }
            : { data: { getAuthorizedUsers: [] } },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.loadFailed);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(await table()).findByText(text.noEmails)).toBeInTheDocument();
  });
});
