import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { TrustedDevicesSection } from './trusted-devices-section';

afterEach(() => notifications.clean());

const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
const device = (id: string, label: string) => ({
  id,
  label,
  lastUsedAt: hourAgo,
  expiresAt: '2027-02-23T10:00:00.000Z',
});

function renderSection() {
  storeSignIn(makeSignIn());
  let live = [device('d-mac', 'Chrome on macOS'), device('d-phone', 'Safari on iOS')];
  const api = fakeGraphQL({
    TrustedDevices: () => ({ data: { trustedDevices: live } }),
    ForgetTrustedDevice: (variables) => {
      live = live.filter((d) => d.id !== variables.id);
      return {
        data: { forgetTrustedDevice: { message: messages.secondFactor.trustedDeviceForgotten } },
      };
    },
    ForgetAllTrustedDevices: () => {
      const count = live.length;
      live = [];
      return {
        data: {
          forgetAllTrustedDevices: {
            message: messages.secondFactor.trustedDevicesForgotten(count),
          },
        },
      };
    },
  });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Notifications />
            <TrustedDevicesSection />
          </>
        ),
      },
    ],
    '/',
  );
  return { ...api, user: userEvent.setup() };
}

describe('the list of trusted devices', () => {
  it('shows each device, when it was last used and until when it is trusted', async () => {
    renderSection();
    const list = await screen.findByRole('list', { name: 'Trusted devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Chrome on macOS')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Last used 1 hour ago · trusted until 23 Feb 2027');
  });

  it('asks before forgetting a device, and forgets nothing when cancelled', async () => {
    const { user, calls } = renderSection();
    await user.click(await screen.findByRole('button', { name: /^Forget Safari on iOS/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Forget this device?' });
    expect(within(dialog).getByText(/Safari on iOS will ask for a code/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.operation === 'ForgetTrustedDevice')).toBe(false);
  });

  it('forgets one device once confirmed, and drops it from the list', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: /^Forget Safari on iOS/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Forget this device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Forget device' }));
    expect(
      await screen.findByText(messages.secondFactor.trustedDeviceForgotten),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
  });

  it('forgets every device with Forget all, after a confirmation', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Forget all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forget all devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Forget all' }));
    expect(
      await screen.findByText(messages.secondFactor.trustedDevicesForgotten(2)),
    ).toBeInTheDocument();
    expect(await screen.findByText(/No devices are trusted/)).toBeInTheDocument();
  });
});
