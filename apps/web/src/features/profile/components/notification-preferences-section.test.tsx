import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { accountKeys, type LoggedInUser } from '@/lib/account';
import { storeSignIn } from '@/lib/session';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { ProfilePage } from '../routes/profile-page';

const text = messages.notifications;
/** The switch's name: its label, then the description Mantine puts inside the label. */
const emailSwitch = new RegExp(`^${text.emailSwitch}`);

const sam = {
  _id: 'user-1',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Lee',
  userName: 'Sam Lee',
  jobTitle: null,
  mobileNum: null,
  profileImage: null,
  profileImageUrl: null,
  receiveNotification: true,
};

afterEach(() => notifications.clean());

function renderProfile(handlers: Parameters<typeof fakeGraphQL>[0] = {}) {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL({
    LoggedInUserDetail: () => ({ data: { loggedInUserDetail: sam } }),
    ...handlers,
  });
  const page = (
    <>
      <Notifications />
      <ProfilePage />
    </>
  );
  const { queryClient } = renderRoutes(
    [{ path: '/dashboard/profile', element: page }],
    '/dashboard/profile',
  );
  const cachedUser = () => queryClient.getQueryData<LoggedInUser>(accountKeys.loggedInUser());
  return { ...api, cachedUser, user: userEvent.setup() };
}

/** An answer the test lets through when it chooses, to look at the page while it saves. */
function later<T>() {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('the notification emails switch on the profile page', () => {
  it('shows the saved setting under Notifications', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { name: text.preferencesTitle })).toBeVisible();
    expect(screen.getByRole('switch', { name: emailSwitch })).toBeChecked();
  });

  it('turns the emails off at once, says so, and keeps the logged-in user in step', async () => {
    const { user, calls, cachedUser } = renderProfile({
      UpdateReceiveNotification: (variables) => ({
        data: { updateReceiveNotification: { receiveNotification: variables.receiveNotification } },
      }),
    });
    await user.click(await screen.findByRole('switch', { name: emailSwitch }));

    expect(await screen.findByText(text.emailsOff)).toBeInTheDocument();
    expect(calls.find((c) => c.operation === 'UpdateReceiveNotification')?.variables).toEqual({
      receiveNotification: false,
    });
    expect(screen.getByRole('switch', { name: emailSwitch })).not.toBeChecked();
    expect(cachedUser()?.receiveNotification).toBe(false);
  });

  it('shows the choice while saving, then puts the switch back with the server’s message when refused', async () => {
    const answer = later<ReturnType<typeof graphQLError>>();
    const { user, cachedUser } = renderProfile({
      UpdateReceiveNotification: () => answer.promise,
    });
    const toggle = await screen.findByRole('switch', { name: emailSwitch });
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toBeDisabled();

    answer.settle(graphQLError('INTERNAL_SERVER_ERROR', 'The setting could not be saved.'));
    expect(await screen.findByText('The setting could not be saved.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
    expect(cachedUser()?.receiveNotification).toBe(true);
  });

  it('can be turned with the keyboard', async () => {
    const { user, calls } = renderProfile({
      LoggedInUserDetail: () => ({
        data: { loggedInUserDetail: { ...sam, receiveNotification: false } },
      }),
      UpdateReceiveNotification: () => ({
        data: { updateReceiveNotification: { receiveNotification: true } },
      }),
    });
    const toggle = await screen.findByRole('switch', { name: emailSwitch });
    expect(toggle).not.toBeChecked();
    toggle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText(text.emailsOn)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(calls.find((c) => c.operation === 'UpdateReceiveNotification')?.variables).toEqual({
      receiveNotification: true,
    });
  });
});
