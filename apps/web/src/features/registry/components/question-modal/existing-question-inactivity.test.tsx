import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQuestion, renderQuestionModal, text } from '../../testing/question-modal-support';
import {
  aCheckPasses,
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

describe('the inactivity check while editing', () => {
  const editWithFakeTimers = async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const rendered = renderQuestionModal(open, questionApi(makeQuestion()), { fakeTimers: true });
    const form = await startEditing(rendered.user);
    return { ...rendered, form };
  };

  it('refreshes the lock silently while the person is typing', async () => {
    const { user, sent, form } = await editWithFakeTimers();
    await user.type(within(form).getByLabelText('Response'), ' More.');
    await aCheckPasses();
    await waitFor(() => expect(lockCalls(sent)).toEqual(['add', 'add']));
    expect(screen.queryByRole('dialog', { name: text.inactiveTitle })).toBeNull();
  });

  it('asks after a quiet interval, and Yes keeps the lock and the form', async () => {
    const { user, sent } = await editWithFakeTimers();
    await aCheckPasses();
    await aCheckPasses();
    const prompt = await screen.findByRole('dialog', { name: text.inactiveTitle });
    expect(within(prompt).getByText(text.inactive)).toBeInTheDocument();
    const refreshesBefore = lockCalls(sent).length;

    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(lockCalls(sent)).toHaveLength(refreshesBefore + 1));
    expect(lockCalls(sent).at(-1)).toBe('add');
    expect(screen.getByRole('dialog', { name: 'Edit question' })).toBeInTheDocument();
  });

  it('on No gives the lock back and returns to the view', async () => {
    const { user, sent } = await editWithFakeTimers();
    await aCheckPasses();
    await aCheckPasses();
    const prompt = await screen.findByRole('dialog', { name: text.inactiveTitle });
    await user.click(within(prompt).getByRole('button', { name: 'No' }));

    expect(await screen.findByRole('dialog', { name: 'View question' })).toBeInTheDocument();
    await waitFor(() => expect(lockCalls(sent).at(-1)).toBe('release'));
  });

  it('on No with unsaved text asks before dropping it', async () => {
    const { user, sent, form } = await editWithFakeTimers();
    await user.type(within(form).getByLabelText('Response'), ' More.');
    await aCheckPasses();
    await aCheckPasses();
    await aCheckPasses();
    const prompt = await screen.findByRole('dialog', { name: text.inactiveTitle });
    await user.click(within(prompt).getByRole('button', { name: 'No' }));

    const confirm = await screen.findByRole('dialog', { name: text.closeWithoutSaving });
    expect(lockCalls(sent)).not.toContain('release');
    await user.click(within(confirm).getByRole('button', { name: text.dontSaveChanges }));
    expect(await screen.findByRole('dialog', { name: 'View question' })).toBeInTheDocument();
    await waitFor(() => expect(lockCalls(sent).at(-1)).toBe('release'));
  });
});
