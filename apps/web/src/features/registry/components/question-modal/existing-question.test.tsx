import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphQLError } from '@/testing/fake-graphql';
import { applyRegistryLock } from '../../api/update-question-registry-locked-time';
import {
  jane,
  lockOf,
  makeQuestion,
  renderQuestionModal,
  text,
} from '../../testing/question-modal-support';
import {
  lockCalls,
  open,
  questionApi,
  startEditing,
} from '../../testing/existing-question-support';

afterEach(() => {
  // Toasts live in a store of their own, which outlives each test's render.
  notifications.clean();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('an existing question', () => {
  it('opens to view: the text, the Draft mark and who last edited it, with Edit', async () => {
    renderQuestionModal(open, questionApi(makeQuestion({ drafted: true })));
    const dialog = await screen.findByRole('dialog', { name: 'View question' });
    expect(await within(dialog).findByText('When is the next dividend paid?')).toBeInTheDocument();
    expect(
      within(dialog).getByText('The interim dividend is paid on 20 March.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Draft')).toBeInTheDocument();
    expect(within(dialog).getByText(/Last edited by Jane Citizen/)).toBeInTheDocument();
    expect(within(dialog).getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Question registry/Drafts',
    );
    expect(await within(dialog).findByRole('button', { name: 'Edit' })).toBeEnabled();
  });

  it('is read-only for a viewer: no Edit, no star, no menu', async () => {
    renderQuestionModal(open, questionApi(makeQuestion()), { role: 'viewer' });
    const dialog = await screen.findByRole('dialog', { name: 'View question' });
    await within(dialog).findByText('When is the next dividend paid?');
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Star question' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Question actions' })).toBeNull();
  });

  it('shows who is drafting it, and lets them edit once the lock is let go', async () => {
    const { queryClient } = renderQuestionModal(
      open,
      questionApi(makeQuestion({ lockedBy: jane, lockedUntil: '2026-03-01T01:03:00.000Z' })),
    );
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(text.locked);
    expect(warning).toHaveTextContent(text.drafting('Jane Citizen'));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeDisabled();

    // Jane finishes: the subscription reports the lock released.
    act(() => applyRegistryLock(queryClient, lockOf(null)));
    expect(await screen.findByRole('status')).toHaveTextContent(text.lockReleased);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
  });

  it('stays read-only with the lock warning when someone else took the lock first', async () => {
    // Jane took the lock after this question was loaded, so the page had not heard of it yet.
    let janeHasIt = false;
    const { user } = renderQuestionModal(open, {
      ...questionApi(makeQuestion()),
      GetQuestionRegistry: () => ({
        data: { getQuestionRegistry: makeQuestion(janeHasIt ? { lockedBy: jane } : {}) },
      }),
      UpdateQuestionRegistryLockedTime: () => {
        janeHasIt = true;
        return graphQLError('CONFLICT', text.locked);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));

    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(text.locked);
    await waitFor(() => expect(warning).toHaveTextContent(text.drafting('Jane Citizen')));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.getByRole('dialog', { name: 'View question' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Question/ })).toBeNull();
  });

  it('takes the lock to edit, saves, and returns to the view with the saved text', async () => {
    const { user, enter, sent } = renderQuestionModal(open, questionApi(makeQuestion()));
    const form = await startEditing(user);
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /Question/ })).toHaveFocus(),
    );
    const response = within(form).getByLabelText('Response');
    expect(response).toHaveValue('The interim dividend is paid on 20 March.');
    await user.clear(response);
    await enter(response, 'Paid on 21 March.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(text.updated)).toBeInTheDocument();
    const view = await screen.findByRole('dialog', { name: 'View question' });
    expect(within(view).getByText('Paid on 21 March.')).toBeInTheDocument();
    await waitFor(() => expect(within(view).getByRole('button', { name: 'Edit' })).toHaveFocus());
    expect(sent('EditQuestionRegistry')).toEqual([
      {
        input: {
          questionRegistryId: 'question-1',
          question: 'When is the next dividend paid?',
          response: 'Paid on 21 March.',
          drafted: false,
        },
      },
    ]);
    // Saving releases the lock on the server: the client asks for nothing more.
    expect(lockCalls(sent)).toEqual(['add']);
  });

  it('keeps the text and says why when a save finds the lock gone to someone else', async () => {
    // This person's lock expired and Jane took the question.
    let janeHasIt = false;
    const { user, enter } = renderQuestionModal(open, {
      ...questionApi(makeQuestion()),
      GetQuestionRegistry: () => ({
        data: { getQuestionRegistry: makeQuestion(janeHasIt ? { lockedBy: jane } : {}) },
      }),
      EditQuestionRegistry: () => {
        janeHasIt = true;
        return graphQLError('CONFLICT', text.locked);
      },
    });
    const form = await startEditing(user);
    await enter(within(form).getByLabelText('Response'), ' And the final in September.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const warning = await within(form).findByRole('alert');
    await waitFor(() => expect(warning).toHaveTextContent(text.drafting('Jane Citizen')));
    expect(warning).toHaveTextContent(text.locked);
    expect(within(form).getByLabelText('Response')).toHaveValue(
      'The interim dividend is paid on 20 March. And the final in September.',
    );
  });

  it('gives the lock back when the form is left without changes', async () => {
    const { user, sent, onClose } = renderQuestionModal(open, questionApi(makeQuestion()));
    const form = await startEditing(user);
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(lockCalls(sent)).toEqual(['add', 'release']));
  });

  it('asks before Escape drops unsaved changes, like the close button', async () => {
    const { user, enter, onClose, sent } = renderQuestionModal(open, questionApi(makeQuestion()));
    const form = await startEditing(user);
    await enter(within(form).getByLabelText('Response'), ' Subject to the board.');
    await user.keyboard('{Escape}');

    expect(
      await screen.findByRole('dialog', { name: text.closeWithoutSaving }),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(lockCalls(sent)).toEqual(['add']);
  });

  it('gives the lock back with a request that outlives the page when the tab closes', async () => {
    const { user, fetchMock } = renderQuestionModal(open, questionApi(makeQuestion()));
    await startEditing(user);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
    });
    const release = fetchMock.mock.calls
      .map(([, init]) => init)
      .find((init) => String(init?.body).includes('"release"'));
    expect(release?.keepalive).toBe(true);
    expect(JSON.parse(String(release?.body)).variables).toEqual({
      type: 'release',
      registryId: 'question-1',
    });
  });

  it('keeps a draft a draft when Save is chosen on closing with changes', async () => {
    const { user, enter, sent, onClose } = renderQuestionModal(
      open,
      questionApi(makeQuestion({ drafted: true })),
    );
    const form = await startEditing(user);
    await enter(within(form).getByLabelText('Response'), ' Subject to the board.');
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('dialog', { name: text.closeWithoutSaving });
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent('EditQuestionRegistry')[0]?.input).toMatchObject({
      response: 'The interim dividend is paid on 20 March. Subject to the board.',
      drafted: true,
    });
  });

  it('sends it to the Deleted tab from the menu after asking', async () => {
    const { user, sent, onClose } = renderQuestionModal(open, {
      ...questionApi(makeQuestion()),
      UpdateQuestionRegistries: () => ({
        data: { updateQuestionRegistries: { message: text.sentToDeleted, count: 1 } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Question actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete question' }));
    const confirm = await screen.findByRole('dialog', { name: text.deleteQuestionTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Delete question' }));

    expect(await screen.findByText(text.sentToDeleted)).toBeInTheDocument();
    expect(sent('UpdateQuestionRegistries')).toEqual([
      { input: { status: 'deleted', questionRegistryIds: ['question-1'] } },
    ]);
    expect(onClose).toHaveBeenCalled();
  });
});
