import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { SessionsSection } from './sessions-section';

afterEach(() => notifications.clean());

const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
const session = (id: string, deviceLabel: string, current = false) => ({
  id,
  deviceLabel,
  ip: '203.0.113.7',
  startedAt: hourAgo,
  lastUsedAt: hourAgo,
  endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  current,
});

function renderSection(handlers: Parameters<typeof fakeGraphQL>[0] = {}) {
  storeSignIn(makeSignIn());
  let live = [
    session('s-here', 'Chrome on macOS', true),
    session('s-phone', 'Safari on iOS'),
    session('s-old', 'Firefox on Windows'),
  ];
  const api = fakeGraphQL({
    MySessions: () => ({ data: { mySessions: live } }),
    EndSession: (variables) => {
      live = live.filter((s) => s.id !== variables.sessionId);
      return { data: { endSession: { message: messages.sessions.ended } } };
    },
    SignOutEverywhere: () => {
      const ended = live.filter((s) => !s.current).length;
      live = live.filter((s) => s.current);
      return { data: { signOutEverywhere: { message: messages.sessions.endedElsewhere(ended) } } };
    },
    ...handlers,
  });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Notifications />
            <SessionsSection />
          </>
        ),
      },
    ],
    '/',
  );
  return { ...api, user: userEvent.setup() };
}

describe('the list of where one is signed in', () => {
  it('lists each session with its device and address, marking this one, which has no Sign out', async () => {
    renderSection();
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: /Sign out/ })).toBeNull();
    expect(within(rows[1]!).getByText('Safari on iOS')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByText(/203\.0\.113\.7 · last active 1 hour ago/),
    ).toBeInTheDocument();
  });

  it('signs out another session once the password is given, and drops it from the list', async () => {
    const { user, calls } = renderSection();
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iOS/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this session?' });
    await user.type(within(dialog).getByLabelText('Current password'), 'Sturdy-pass-123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(calls.find((c) => c.operation === 'EndSession')?.variables).toEqual({
        sessionId: 's-phone',
        password: 'Sturdy-pass-123',
      }),
    );
    expect(await screen.findByText(messages.sessions.ended)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());

    // The password typed once is not kept for the next dialog.
    await user.click(screen.getByRole('button', { name: /^Sign out Firefox on Windows/ }));
    const next = await screen.findByRole('dialog', { name: 'Sign out this session?' });
    expect(within(next).getByLabelText('Current password')).toHaveValue('');
  });

  it('keeps the dialog open with the server’s reason when the password is wrong', async () => {
    const { user } = renderSection({
      SignOutEverywhere: () => graphQLError('BAD_USER_INPUT', messages.password.currentWrong),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    await user.type(within(dialog).getByLabelText('Current password'), 'Not-it-1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await within(dialog).findByText(messages.password.currentWrong)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('asks before signing out everywhere else, then leaves only this device', async () => {
    const { user, calls } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(
      within(dialog).getByText(/\(2 sessions\) will have to sign in again/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.operation === 'SignOutEverywhere')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const again = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    await user.type(within(again).getByLabelText('Current password'), 'Sturdy-pass-123');
    await user.click(within(again).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out of 2 other sessions.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('says when the list cannot be loaded, with a way to try again', async () => {
    renderSection({ MySessions: () => graphQLError('INTERNAL_SERVER_ERROR', 'Try again later.') });
    expect(await screen.findByText('Your sessions could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
