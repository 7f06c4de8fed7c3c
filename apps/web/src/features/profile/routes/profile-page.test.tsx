import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { ProfilePage } from './profile-page';

const sam = {
  _id: 'user-1',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Lee',
  userName: 'Sam Lee',
  jobTitle: 'Company secretary',
  mobileNum: null,
  profileImage: null,
  profileImageUrl: null,
  receiveNotification: true,
};

function renderProfile(handlers: Parameters<typeof fakeGraphQL>[0] = {}) {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL({
    LoggedInUserDetail: () => ({ data: { loggedInUserDetail: sam } }),
    ...handlers,
  });
  renderRoutes([{ path: '/dashboard/profile', element: <ProfilePage /> }], '/dashboard/profile');
  return { ...api, user: userEvent.setup() };
}

describe('the profile page', () => {
  it('refuses a phone of 9 digits with its message and sends nothing', async () => {
    const { user, calls } = renderProfile();
    await user.type(await screen.findByLabelText('Phone number'), '041234567');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(messages.company.phoneInvalid)).toBeInTheDocument();
    expect(calls.some((call) => call.operation === 'UpdateUserProfile')).toBe(false);
  });

  it('saves the details and keeps the form in step with what was saved', async () => {
    const { user, calls } = renderProfile({
      UpdateUserProfile: (variables) => {
        const input = variables.updateUserProfileInput as Record<string, string>;
        return {
          data: {
            updateUserProfile: {
              ...input,
              userName: `${input.firstName} ${input.lastName}`,
              mobileNum: '0412345678',
            },
          },
        };
      },
    });
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Samantha');
    await user.type(screen.getByLabelText('Phone number'), '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((c) => c.operation === 'UpdateUserProfile')?.variables).toEqual({
        updateUserProfileInput: {
          firstName: 'Samantha',
          lastName: 'Lee',
          jobTitle: 'Company secretary',
          mobileNum: '0412345678',
        },
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled(),
    );
    expect(screen.getByLabelText('Phone number')).toHaveValue('0412345678');
  });

  it('changes the email with the codes sent to the new and the current address', async () => {
    const { user, calls } = renderProfile({
      ChangeEmailAddress: (variables) => ({
        data: {
          changeEmailAddress: {
            message: messages.profile.emailChangeCodesSent(
              String(variables.newEmail),
              'sam@example.com',
            ),
            otpExpiresAt: new Date(Date.now() + 600_000).toISOString(),
          },
        },
      }),
      VerifyChangeEmailAddress: (variables) =>
        variables.otpCode === 1234 && variables.currentEmailCode === 5678
          ? { data: { verifyChangeEmailAddress: { email: 'sam@new.example.com' } } }
          : graphQLError('BAD_USER_INPUT', messages.otp.incorrect(4)),
    });
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change email' });
    await user.type(within(dialog).getByLabelText('New email address'), 'Sam@New.example.com');
    await user.type(within(dialog).getByLabelText('Current password'), 'Sturdy-pass-123');
    await user.click(within(dialog).getByRole('button', { name: 'Send codes' }));
    expect(calls.find((c) => c.operation === 'ChangeEmailAddress')?.variables).toEqual({
      newEmail: 'sam@new.example.com',
      password: 'Sturdy-pass-123',
    });

    const enter = async (address: string, code: string) => {
      for (const [index, digit] of [...code].entries()) {
        const box = within(dialog).getByLabelText(
          `Code sent to ${address}, digit ${index + 1} of 4`,
        );
        await user.clear(box);
        await user.type(box, digit);
      }
    };
    const confirm = within(dialog).getByRole('button', { name: 'Confirm change' });
    await enter('sam@new.example.com', '1234');
    // The current address's code is still missing: nothing to send yet.
    expect(confirm).toBeDisabled();
    await enter('sam@example.com', '9999');
    await user.click(confirm);
    expect(await within(dialog).findByText(messages.otp.incorrect(4))).toBeInTheDocument();

    await enter('sam@example.com', '5678');
    await user.click(confirm);
    expect(await within(dialog).findByText(messages.profile.emailChanged)).toBeInTheDocument();
    expect(
      calls.filter((c) => c.operation === 'VerifyChangeEmailAddress').at(-1)?.variables,
    ).toEqual({ otpCode: 1234, currentEmailCode: 5678 });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('sam@new.example.com')).toBeInTheDocument();
  });

  it('refuses an address another account uses with the server’s message', async () => {
    const { user } = renderProfile({
      ChangeEmailAddress: () => graphQLError('CONFLICT', messages.profile.emailTaken),
    });
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change email' });
    await user.type(within(dialog).getByLabelText('New email address'), 'taken@example.com');
    await user.type(within(dialog).getByLabelText('Current password'), 'Sturdy-pass-123');
    await user.click(within(dialog).getByRole('button', { name: 'Send codes' }));
    expect(await within(dialog).findByText(messages.profile.emailTaken)).toBeInTheDocument();
  });
});
