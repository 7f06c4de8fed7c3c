import { screen, waitFor, within } from '@testing-library/react';
import { REGISTRY, messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  csvFile,
  importDialog,
  importFile,
  renderCsvImport,
  reviewDialog,
} from '../testing/csv-import-support';
import { parseRegistryCsv } from './parse-registry-csv';

const text = messages.registry;

afterEach(() => vi.unstubAllGlobals());

describe('the CSV import step', () => {
  it('says which headers it expects and offers a sample that imports as it is', async () => {
    renderCsvImport();
    const dialog = await importDialog();
    expect(
      within(dialog).getByText(/names two columns, Question and Response/),
    ).toBeInTheDocument();
    const sample = within(dialog).getByRole('link', { name: text.csvSampleLink });
    expect(sample).toHaveAttribute('download', 'question-registry-sample.csv');
    const csv = decodeURIComponent(sample.getAttribute('href')!.split(',').slice(1).join(','));
    const reading = parseRegistryCsv(csv);
    expect(reading.ok && reading.rows).toHaveLength(text.csvSample.length);
  });

  it('offers a Browse button, so the file dialog opens from the keyboard', async () => {
    const { user } = renderCsvImport();
    const dialog = await importDialog();
    const browse = within(dialog).getByRole('button', { name: 'Browse files' });
    await user.tab();
    while (document.activeElement !== browse && dialog.contains(document.activeElement))
      await user.tab();
    expect(browse).toHaveFocus();
  });

  it("says 'Invalid file' when Import is pressed with nothing chosen", async () => {
    const { user } = renderCsvImport();
    const dialog = await importDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText(text.csvMissing)).toBeInTheDocument();
  });

  it.each([
    [
      'a text file',
      csvFile('Question,Response\nQ,R', 'notes.txt', 'text/plain'),
      text.csvWrongType,
    ],
    ['a spreadsheet', csvFile('xls', 'book.xls', 'application/vnd.ms-excel'), text.csvWrongType],
    [
      'a CSV over 5 MB',
      csvFile(`Question,Response\n${'x'.repeat(REGISTRY.csvMaxBytes)}`),
      text.csvTooLarge('5 MB'),
    ],
  ])('refuses %s as soon as it is chosen', async (_name, file, message) => {
    const { user } = renderCsvImport();
    const dialog = await importDialog();
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).queryByRole('group', { name: /Chosen file/ })).toBeNull();
  });

  it.each([
    [
      'a spreadsheet renamed .csv',
      csvFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])),
      text.csvNotCsv,
    ],
    ['a CSV with other headers', csvFile('Question,Answer\nQ1,A1'), text.csvHeaders],
    ['a CSV with headers alone', csvFile('Question,Response\n,\n'), text.csvNoRows],
  ])('refuses %s on Import and stays on the import step', async (_name, file, message) => {
    const { user, calls } = renderCsvImport();
    const dialog = await importFile(user, file);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog', { name: text.reviewTitle })).toBeNull();
    expect(calls.some((call) => call.operation === 'AddMultipleQuestionRegistris')).toBe(false);
  });

  it(`refuses more than ${REGISTRY.importMaxRows} questions`, async () => {
    const lines = Array.from({ length: REGISTRY.importMaxRows + 1 }, (_, i) => `Q${i},R${i}`);
    const { user } = renderCsvImport();
    const dialog = await importFile(user, csvFile(`Question,Response\n${lines.join('\n')}`));
    expect(
      await within(dialog).findByText(text.csvTooManyRows(REGISTRY.importMaxRows)),
    ).toBeInTheDocument();
  });

  it('accepts a CSV that Windows reports as an Excel type', async () => {
    const { user } = renderCsvImport();
    await importFile(
      user,
      csvFile('Question,Response\nQ1,R1', 'q.csv', 'application/vnd.ms-excel'),
    );
    expect(await reviewDialog()).toBeInTheDocument();
  });

  it('shows the chosen file and lets it be removed before Import', async () => {
    const { user } = renderCsvImport();
    const dialog = await importDialog();
    await user.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
      csvFile('Question,Response\nQ1,R1', 'board-questions.csv'),
    );
    const chosen = await within(dialog).findByRole('group', {
      name: text.csvChosenFile('board-questions.csv'),
    });
    await user.click(within(chosen).getByRole('button', { name: text.csvRemoveFile }));
    await waitFor(() => expect(within(dialog).queryByRole('group')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText(text.csvMissing)).toBeInTheDocument();
  });

  it('closes at once from the import step, as nothing has been read yet', async () => {
    const { user, onClose } = renderCsvImport();
    const dialog = await importDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: text.csvCancelTitle })).toBeNull();
  });
});
