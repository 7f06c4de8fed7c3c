import { Notifications, notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { PasswordSection } from './password-section';

afterEach(() => notifications.clean());

function renderSection(handlers: Parameters<typeof fakeGraphQL>[0] = {}) {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL({
    ChangePassword: () => ({ data: { changePassword: { message: messages.password.changed } } }),
    ...handlers,
  });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Notifications />
            <PasswordSection />
          </>
        ),
      },
    ],
    '/',
  );
  return { ...api, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: string[]) {
  const section = await screen.findByRole('region', { name: 'Password' });
  const labels = ['Current password', 'New password', 'Confirm new password'];
  for (const [index, label] of labels.entries())
    await user.type(within(section).getByLabelText(label), values[index]!);
  await user.click(within(section).getByRole('button', { name: 'Change password' }));
  return section;
}

describe('the password section of the profile page', () => {
  it('sends the current and the new password, says so, and empties the form', async () => {
    const { user, calls } = renderSection();
    const section = await fill(user, ['Old-ledger-11', 'Fresh-ledger-55', 'Fresh-ledger-55']);
    expect(await screen.findByText(messages.password.changed)).toBeInTheDocument();
    expect(calls.find((c) => c.operation === 'ChangePassword')?.variables).toEqual({
      currentPassword: 'Old-ledger-11',
      newPassword: 'Fresh-ledger-55',
    });
    expect(within(section).getByLabelText('Current password')).toHaveValue('');
  });

  it('asks for the same new password twice before sending anything', async () => {
    const { user, calls } = renderSection();
    await fill(user, ['Old-ledger-11', 'Fresh-ledger-55', 'Fresh-ledger-56']);
    expect(await screen.findByText(messages.password.mismatch)).toBeInTheDocument();
    expect(calls.some((c) => c.operation === 'ChangePassword')).toBe(false);
  });

  it('shows the server’s reason when it refuses', async () => {
    const { user } = renderSection({
      ChangePassword: () => graphQLError('BAD_USER_INPUT', messages.password.currentWrong),
    });
    await fill(user, ['Wrong-ledger-11', 'Fresh-ledger-55', 'Fresh-ledger-55']);
    expect(await screen.findByText(messages.password.currentWrong)).toBeInTheDocument();
  });
});
