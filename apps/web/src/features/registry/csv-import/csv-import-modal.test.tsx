import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphQLError } from '@/testing/fake-graphql';
import {
  csvFile,
  importDialog,
  importFile,
  renderCsvImport,
  reviewCards,
  reviewDialog,
} from '../testing/csv-import-support';
import { CSV_REVIEW_PAGE_SIZE } from './csv-review-step';

const text = messages.registry;

const THREE_ROWS =
  'Response , QUESTION\r\n' +
  'We pay twice a year.,When are dividends paid?\r\n' +
  '"KPMG, since 2019.","Who audits you, and since when?"\r\n' +
  '"Contact the registry.\r\nDetails are online.",How do I change my address?\r\n';

afterEach(() => vi.unstubAllGlobals());

/** Imports a file and answers the review dialog. */
async function review(csv = THREE_ROWS, handlers = {}) {
  const api = renderCsvImport(handlers);
  await importFile(api.user, csvFile(csv));
  return { ...api, dialog: await reviewDialog() };
}

const sentRows = (calls: { operation: string; variables: Record<string, unknown> }[]) =>
  (
    calls.find((call) => call.operation === 'AddMultipleQuestionRegistris')?.variables.input as {
      questionRegistries: unknown[];
    }
  )?.questionRegistries;

describe('reviewing the questions of a CSV', () => {
  it('shows every row as a card, with a comma and a line break kept inside a field', async () => {
    const { dialog } = await review();
    expect(within(dialog).getByText(text.csvRowCount(3))).toBeInTheDocument();
    expect(reviewCards(dialog)).toHaveLength(3);
    expect(within(dialog).getByText('Who audits you, and since when?')).toBeInTheDocument();
    expect(within(dialog).getByText('KPMG, since 2019.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        (_, node) => node?.textContent === 'Contact the registry.\r\nDetails are online.',
      ),
    ).toBeInTheDocument();
  });

  it('edits a card, removes one after asking, and finalises what remains', async () => {
    const { user, dialog, calls, onClose } = await review();
    await user.click(within(dialog).getByRole('button', { name: /^Edit question 1:/ }));
    const edit = await screen.findByRole('dialog', { name: text.csvEditTitle });
    const response = within(edit).getByLabelText('Response');
    await user.clear(response);
    await user.type(response, 'Twice a year, in March and September.');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Twice a year, in March and September.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: text.csvRemoveRow(2) }));
    const confirm = await screen.findByRole('dialog', { name: text.csvRemoveTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(reviewCards(dialog)).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'Finalise' }));
    expect(await screen.findByText(text.imported(2))).toBeInTheDocument();
    expect(sentRows(calls)).toEqual([
      { question: 'When are dividends paid?', response: 'Twice a year, in March and September.' },
      {
        question: 'How do I change my address?',
        response: 'Contact the registry.\r\nDetails are online.',
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('opens a card for editing from the keyboard', async () => {
    const { user, dialog } = await review();
    // The review takes focus when it opens; focusing a card before that would lose the race.
    await waitFor(() => expect(within(dialog).getByText(text.csvRowCount(3))).toHaveFocus());
    within(dialog)
      .getByRole('button', { name: /^Edit question 2:/ })
      .focus();
    await user.keyboard('{Enter}');
    const edit = await screen.findByRole('dialog', { name: text.csvEditTitle });
    expect(within(edit).getByLabelText('Question')).toHaveValue('Who audits you, and since when?');
  });

  it('moves focus to the review, back to a card after editing, and on to the next after a removal', async () => {
    const { user, dialog } = await review();
    await waitFor(() => expect(within(dialog).getByText(text.csvRowCount(3))).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: /^Edit question 2:/ }));
    const edit = await screen.findByRole('dialog', { name: text.csvEditTitle });
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^Edit question 2:/ })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: text.csvRemoveRow(1) }));
    const confirm = await screen.findByRole('dialog', { name: text.csvRemoveTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: /^Edit question 1: Who audits you/ }),
      ).toHaveFocus(),
    );
  });

  it('keeps a card when its removal is not confirmed', async () => {
    const { user, dialog } = await review();
    await user.click(within(dialog).getByRole('button', { name: text.csvRemoveRow(1) }));
    const confirm = await screen.findByRole('dialog', { name: text.csvRemoveTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: text.csvRemoveTitle })).toBeNull(),
    );
    expect(reviewCards(dialog)).toHaveLength(3);
  });

  it('returns to the import step when the last card is removed', async () => {
    const { user, dialog } = await review('Question,Response\nOnly one?,Yes.');
    await user.click(within(dialog).getByRole('button', { name: text.csvRemoveRow(1) }));
    const confirm = await screen.findByRole('dialog', { name: text.csvRemoveTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await importDialog()).toBeInTheDocument();
  });

  it('blocks Finalise while a row lacks a question or response, and shows only those rows', async () => {
    const csv =
      'Question,Response\nComplete?,Yes.\nNo answer yet?,\n,An answer without a question.';
    const { user, dialog, calls } = await review(csv);
    await user.click(within(dialog).getByRole('button', { name: 'Finalise' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.csvEmptyRows);
    expect(calls.some((call) => call.operation === 'AddMultipleQuestionRegistris')).toBe(false);
    expect(within(dialog).getByText(text.csvNeedsAttention(2))).toBeInTheDocument();
    expect(reviewCards(dialog)).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: /^Edit question 2:/ }));
    const edit = await screen.findByRole('dialog', { name: text.csvEditTitle });
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByText(text.responseRequired)).toBeInTheDocument();
    await user.type(within(edit).getByLabelText('Response'), 'Soon.');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await user.click(await within(dialog).findByRole('button', { name: text.csvRemoveRow(3) }));
    await user.click(
      within(await screen.findByRole('dialog', { name: text.csvRemoveTitle })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());

    await user.click(within(dialog).getByRole('button', { name: 'Finalise' }));
    await waitFor(() =>
      expect(sentRows(calls)).toEqual([
        { question: 'Complete?', response: 'Yes.' },
        { question: 'No answer yet?', response: 'Soon.' },
      ]),
    );
  });

  it(`pages the review ${CSV_REVIEW_PAGE_SIZE} cards at a time`, async () => {
    const lines = Array.from({ length: 60 }, (_, i) => `Question ${i + 1}?,Response ${i + 1}.`);
    const { user, dialog } = await review(`Question,Response\n${lines.join('\n')}`);
    expect(reviewCards(dialog)).toHaveLength(CSV_REVIEW_PAGE_SIZE);
    await user.click(within(dialog).getByRole('button', { name: 'Page 3' }));
    expect(reviewCards(dialog)).toHaveLength(10);
    expect(within(dialog).getByRole('button', { name: /^Edit question 60:/ })).toBeInTheDocument();
  });
});

describe('cancelling a review', () => {
  it("goes back to an empty import step with 'Return to CSV import'", async () => {
    const { user, dialog, calls } = await review();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const prompt = await screen.findByRole('dialog', { name: text.csvCancelTitle });
    await user.click(within(prompt).getByRole('button', { name: text.returnToImport }));
    const importStep = await importDialog();
    expect(within(importStep).queryByRole('group', { name: /Chosen file/ })).toBeNull();
    expect(calls.some((call) => call.operation === 'AddMultipleQuestionRegistris')).toBe(false);
  });

  it("closes everything with 'Cancel importing', sending nothing", async () => {
    const { user, dialog, calls, onClose } = await review();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const prompt = await screen.findByRole('dialog', { name: text.csvCancelTitle });
    await user.click(within(prompt).getByRole('button', { name: text.cancelImporting }));
    expect(onClose).toHaveBeenCalled();
    expect(calls.some((call) => call.operation === 'AddMultipleQuestionRegistris')).toBe(false);
  });

  it('asks the same when the review is closed with Escape, and keeps it if the prompt is closed', async () => {
    const { user, dialog, onClose } = await review();
    await user.keyboard('{Escape}');
    const prompt = await screen.findByRole('dialog', { name: text.csvCancelTitle });
    await user.click(within(prompt).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: text.csvCancelTitle })).toBeNull(),
    );
    expect(reviewCards(dialog)).toHaveLength(3);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the server refusing Finalise', () => {
  it('shows its message and keeps the review to try again', async () => {
    const refusal = text.questionTooLong(1000);
    const { user, dialog } = await review(THREE_ROWS, {
      AddMultipleQuestionRegistris: () => graphQLError('BAD_USER_INPUT', refusal),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Finalise' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(reviewCards(dialog)).toHaveLength(3);
  });

  it('offers the upgrade when the company is no longer on Premium', async () => {
    const { user, dialog } = await review(THREE_ROWS, {
      AddMultipleQuestionRegistris: () => graphQLError('PAYMENT_REQUIRED', text.premiumImport),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Finalise' }));
    const upgrade = await screen.findByRole('dialog', { name: text.importTitle });
    expect(within(upgrade).getByText(text.premiumImport)).toBeInTheDocument();
    expect(within(upgrade).getByRole('link', { name: text.upgradeTitle })).toBeInTheDocument();
  });
});
