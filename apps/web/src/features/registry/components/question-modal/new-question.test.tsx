import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { FREE_PLAN } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphQLError } from '@/testing/fake-graphql';
import { renderQuestionModal, text } from '../../testing/question-modal-support';

const added = (message: string) => () => ({
  data: { addQuestionRegistry: { message, questionRegistry: { _id: 'question-9' } } },
});

/** The add form, once the member's permissions are in and its fields show. */
async function form() {
  const dialog = await screen.findByRole('dialog', { name: 'New question' });
  await within(dialog).findByLabelText(/Question/);
  return dialog;
}

afterEach(() => {
  // Toasts live in a store of their own, which outlives each test's render.
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('the new question form', () => {
  it('asks for a question and a response to save, and sends nothing until both are there', async () => {
    const { user, enter, sent } = renderQuestionModal({ kind: 'new' }, {});
    await user.click(within(await form()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(text.questionRequired)).toBeInTheDocument();
    expect(screen.getByText(text.responseRequired)).toBeInTheDocument();

    await enter(screen.getByLabelText(/Question/), 'Is a capital raising planned?');
    await enter(screen.getByLabelText('Response'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(text.responseRequired)).toBeInTheDocument();
    expect(sent('AddQuestionRegistry')).toHaveLength(0);
  });

  it('saves a draft with only a question, says so and closes', async () => {
    const { user, enter, sent, onClose } = renderQuestionModal(
      { kind: 'new' },
      { AddQuestionRegistry: added(text.savedAsDraft) },
    );
    await enter(
      within(await form()).getByLabelText(/Question/),
      '  Is a capital raising planned?  ',
    );
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText(text.savedAsDraft)).toBeInTheDocument();
    expect(sent('AddQuestionRegistry')).toEqual([
      {
        input: {
          question: 'Is a capital raising planned?',
          response: '',
          drafted: true,
          starred: false,
        },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('saves a question with its response, starred on Premium', async () => {
    const { user, enter, sent } = renderQuestionModal(
      { kind: 'new' },
      { AddQuestionRegistry: added(text.added) },
    );
    const dialog = await form();
    await enter(within(dialog).getByLabelText(/Question/), 'When is the AGM?');
    await enter(within(dialog).getByLabelText('Response'), 'On 14 November in Perth.');
    await user.click(within(dialog).getByRole('button', { name: 'Star question' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(text.added)).toBeInTheDocument();
    expect(sent('AddQuestionRegistry')[0]).toEqual({
      input: {
        question: 'When is the AGM?',
        response: 'On 14 November in Perth.',
        drafted: false,
        starred: true,
      },
    });
  });

  it('shows the upgrade prompt when the free plan is full, keeping what was typed', async () => {
    const { user, enter, onClose } = renderQuestionModal(
      { kind: 'new' },
      {
        AddQuestionRegistry: () =>
          graphQLError('PAYMENT_REQUIRED', text.freeLimit(FREE_PLAN.registryQuestions)),
      },
      { plan: 'freemium' },
    );
    await enter(within(await form()).getByLabelText(/Question/), 'A fourth question');
    await enter(screen.getByLabelText('Response'), 'Its answer');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const prompt = await screen.findByRole('dialog', {
      name: text.upgradeMoreThanThree(FREE_PLAN.registryQuestions),
    });
    expect(
      within(prompt).getByText(text.freeLimit(FREE_PLAN.registryQuestions)),
    ).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Not now' }));
    expect(screen.getByLabelText(/Question/)).toHaveValue('A fourth question');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers the star upgrade prompt instead of the star on the free plan', async () => {
    const { user } = renderQuestionModal({ kind: 'new' }, {}, { plan: 'freemium' });
    await user.click(within(await form()).getByRole('button', { name: 'Star question' }));
    expect(await screen.findByRole('dialog', { name: text.upgradeStar })).toBeInTheDocument();
  });
});

describe('closing the new question form with unsaved changes', () => {
  const typeAQuestion = async () => {
    const rendered = renderQuestionModal(
      { kind: 'new' },
      { AddQuestionRegistry: added(text.savedAsDraft) },
    );
    await rendered.enter(
      within(await form()).getByLabelText(/Question/),
      'What is the FY27 guidance?',
    );
    await rendered.user.click(screen.getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('dialog', { name: text.closeWithoutSaving });
    return { ...rendered, confirm };
  };

  it('closes at once when nothing was typed', async () => {
    const { user, onClose } = renderQuestionModal({ kind: 'new' }, {});
    await user.click(within(await form()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: text.closeWithoutSaving })).toBeNull();
  });

  it('stays in the form with the text on Close', async () => {
    const { user, confirm, onClose } = await typeAQuestion();
    await user.click(within(confirm).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: text.closeWithoutSaving })).toBeNull(),
    );
    expect(screen.getByLabelText(/Question/)).toHaveValue('What is the FY27 guidance?');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("drops the text and closes on Don't save changes", async () => {
    const { user, confirm, onClose, sent } = await typeAQuestion();
    await user.click(within(confirm).getByRole('button', { name: text.dontSaveChanges }));
    expect(onClose).toHaveBeenCalled();
    expect(sent('AddQuestionRegistry')).toHaveLength(0);
  });

  it('saves a draft on Save when there is only a question', async () => {
    const { user, confirm, onClose, sent } = await typeAQuestion();
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent('AddQuestionRegistry')[0]?.input).toMatchObject({
      question: 'What is the FY27 guidance?',
      drafted: true,
    });
    expect(await screen.findByText(text.savedAsDraft)).toBeInTheDocument();
  });
});
