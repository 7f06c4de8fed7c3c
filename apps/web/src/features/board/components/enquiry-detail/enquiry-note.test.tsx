import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jane,
  makeNote,
  me,
  renderEnquiryDrawer,
  text,
} from '../../testing/enquiry-detail-support';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

async function openNote(user: ReturnType<typeof renderEnquiryDrawer>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Internal note' }));
  return screen.findByRole('tabpanel', { name: 'Internal note' });
}

describe('the internal note', () => {
  it('reads only, naming who locked it, when someone else holds the lock', async () => {
    const { user, sent } = renderEnquiryDrawer({
      note: makeNote({ locked: true, lockedBy: jane }),
    });
    const panel = await openNote(user);
    expect(await within(panel).findByText(text.noteLocked('Jane Citizen'))).toBeInTheDocument();
    const field = within(panel).getByLabelText(/Internal note/);
    expect(field).toHaveAttribute('readonly');
    expect(within(panel).getByRole('switch', { name: 'Lock note' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Save note' })).toBeDisabled();
    await user.type(field, 'more');
    expect(field).toHaveValue('Check with the CFO first.');
    expect(sent('CreateUpdateEnquiryNotes')).toHaveLength(0);
  });

  it('lets the member who locked it go on editing and save', async () => {
    const { user, sent } = renderEnquiryDrawer({
      note: makeNote({ locked: true, lockedBy: me }),
      handlers: {
        CreateUpdateEnquiryNotes: ({ description }) => ({
          data: {
            createUpdateEnquiryNotes: makeNote({
              description: description as string,
              locked: true,
              lockedBy: me,
              editedTexts: [
                {
                  editedText: 'Check with the CFO first.',
                  createdAt: '2026-03-01T03:00:00.000Z',
                  editedBy: jane,
                },
              ],
            }),
          },
        }),
      },
    });
    const panel = await openNote(user);
    const field = await within(panel).findByLabelText(/Internal note/);
    expect(within(panel).queryByText(text.noteLocked('Demo Member'))).not.toBeInTheDocument();
    await user.type(field, ' CFO says 20 March.');
    await user.click(within(panel).getByRole('button', { name: 'Save note' }));

    expect(await screen.findByText(text.noteSaved)).toBeInTheDocument();
    expect(sent('CreateUpdateEnquiryNotes')).toEqual([
      { enquiryId: 'enquiry-1', description: 'Check with the CFO first. CFO says 20 March.' },
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Edit history (1)' }));
    expect(await within(panel).findByText('Check with the CFO first.')).toBeInTheDocument();
  });

  it('locks the note for the member who asks', async () => {
    const { user, sent } = renderEnquiryDrawer({
      note: makeNote(),
      handlers: {
        LockUnlockNotes: () => ({
          data: { lockUnlockNotes: makeNote({ locked: true, lockedBy: me }) },
        }),
      },
    });
    const panel = await openNote(user);
    await user.click(await within(panel).findByRole('switch', { name: 'Lock note' }));
    expect(await screen.findByText(text.noteLockedToast)).toBeInTheDocument();
    expect(sent('LockUnlockNotes')).toEqual([{ enquiryId: 'enquiry-1', locked: true }]);
    expect(within(panel).getByRole('switch', { name: 'Lock note' })).toBeChecked();
  });
});
