import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { vi } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { CsvImportModal } from '../csv-import/csv-import-modal';

const text = messages.registry;

// Nor does it lay anything out, so it cannot scroll; the review scrolls a new page to its top.
Element.prototype.scrollIntoView ??= () => undefined;

type Handlers = Parameters<typeof fakeGraphQL>[0];

/** A file as a person would choose it; a .csv with the type Chromium gives it, by default. */
export const csvFile = (
  content: string | Uint8Array<ArrayBuffer>,
  name = 'questions.csv',
  type = 'text/csv',
) => new File([content], name, { type });

/** The server's answer to Finalise, counting what it was sent. */
export const importAnswer: Handlers[string] = (variables) => {
  const rows = (variables.input as { questionRegistries: unknown[] }).questionRegistries;
  return {
    data: {
      addMultipleQuestionRegistris: { message: text.imported(rows.length), count: rows.length },
    },
  };
};

/**
 * The CSV import opened on the registry page for a signed-in member, the API faked. The user
 * event may choose any file: the file dialog would filter by type, a dropped file is not filtered.
 */
export function renderCsvImport(handlers: Handlers = {}, { companyCreator = true } = {}) {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL({
    GetCompanyDetail: () => ({ data: { getCompanyDetail: makeCompanyDetail({ companyCreator }) } }),
    AddMultipleQuestionRegistris: importAnswer,
    ...handlers,
  });
  const onClose = vi.fn();
  const view = renderRoutes(
    [
      {
        path: '/dashboard/question-registry',
        element: (
          <>
            <Notifications />
            <CsvImportModal opened onClose={onClose} />
          </>
        ),
      },
    ],
    '/dashboard/question-registry',
  );
  const user = userEvent.setup({ applyAccept: false });
  return { ...api, ...view, user, onClose };
}

export const importDialog = () => screen.findByRole('dialog', { name: text.importTitle });
export const reviewDialog = () => screen.findByRole('dialog', { name: text.reviewTitle });

/** Chooses a file in the import step and presses Import. */
export async function importFile(user: UserEvent, file: File) {
  const dialog = await importDialog();
  await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
  return dialog;
}

/** The cards under review, as their edit buttons. */
export const reviewCards = (dialog: HTMLElement) =>
  within(dialog).queryAllByRole('button', { name: /^Edit question \d+/ });
