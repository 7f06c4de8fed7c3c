import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { describe, expect, it, vi } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { InviteMemberModal } from './invite-member-modal';

type Reply = ReturnType<typeof graphQLError>;

function renderModal(
  reply: (email: string) => Reply = (email) => ({
    data: { addTeamMember: { _id: 'inv-1', teamMember: { email } } },
  }),
) {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL({
    AddTeamMember: (variables) => reply((variables.addTeamMemberInput as { email: string }).email),
  });
  const onClose = vi.fn();
  renderRoutes([{ path: '/', element: <InviteMemberModal opened onClose={onClose} /> }], '/');
  return { api, onClose };
}

async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Cora');
  await user.type(screen.getByLabelText('Last name'), 'Colleague');
  await user.type(screen.getByLabelText('Email'), 'cora@example.com');
}

describe('the invite modal', () => {
  it("sends a custom role's grants as chosen in the grid, and nothing for areas left at None", async () => {
    const user = userEvent.setup();
    const { api, onClose } = renderModal();
    await fillPerson(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'custom');
    const calendar = screen.getByRole('radiogroup', { name: 'Calendar access' });
    await user.click(within(calendar).getByLabelText('View'));
    await user.click(screen.getByRole('switch', { name: 'Create events' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls[0]?.variables.addTeamMemberInput).toMatchObject({
      email: 'cora@example.com',
      teamMemberRole: 'custom',
      permissions: [
        { name: 'calendar', allowed: true, acessType: 'view' },
        { name: 'createEvent', allowed: true, acessType: 'full' },
      ],
    });
  });

  it("shows the server's refusal and stays open", async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal(() =>
      graphQLError('PAYMENT_REQUIRED', messages.team.freePlanTeamLimit),
    );
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.team.freePlanTeamLimit);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says what is missing before sending anything', async () => {
    const user = userEvent.setup();
    const { api } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(messages.team.firstNameRequired)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
