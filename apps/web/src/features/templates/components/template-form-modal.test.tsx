import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@quorum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/graphql';
import { uploadFile } from '@/lib/uploads/upload-file';
import { graphQLError } from '@/testing/fake-graphql';
import { dividendTemplate, renderTemplatesView } from '../testing/templates-fixtures';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';

// The upload endpoint is not in jsdom; the API tests cover it.
vi.mock('@/lib/uploads/upload-file', () => ({ uploadFile: vi.fn() }));

const text = messages.templates;
const created = () => ({ data: { createResponseTemplate: { _id: 'template-new' } } });

const pdf = (name = 'report.pdf', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(uploadFile).mockImplementation(async (_purpose, _file, filename) => ({
    key: `key-${filename}`,
    url: `/files/key-${filename}`,
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

type Handlers = NonNullable<Parameters<typeof renderTemplatesView>[0]>['handlers'];

async function openNewTemplate(handlers: Handlers) {
  const view = renderTemplatesView({ handlers });
  await view.user.click(await screen.findByRole('button', { name: text.newTemplate }));
  const dialog = await screen.findByRole('dialog', { name: 'New response template' });
  const fill = async (title: string, content: string) => {
    await view.user.type(within(dialog).getByLabelText('Title'), title);
    await view.user.type(within(dialog).getByLabelText('Template text'), content);
  };
  const input = () => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...view, dialog, fill, input };
}

const createCalls = (calls: { operation: string }[]) =>
  calls.filter((call) => call.operation === 'CreateResponseTemplate');

describe('the response template form', () => {
  it('checks the form in the browser and sends nothing until it is right', async () => {
    const { user, dialog, calls } = await openNewTemplate({
      CreateResponseTemplate: created,
    });
    await user.type(within(dialog).getByLabelText('Template text'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect(await within(dialog).findByText(text.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(text.contentRequired)).toBeInTheDocument();
    expect(createCalls(calls)).toHaveLength(0);
  });

  it('creates a template with its uploaded attachments, then says so and refetches', async () => {
    const { user, dialog, fill, input, calls } = await openNewTemplate({
      CreateResponseTemplate: created,
    });
    await fill('Trading halt', 'We are in a trading halt pending an announcement.');
    await user.upload(input(), [pdf('halt.pdf'), pdf('notice.pdf')]);
    expect(await within(dialog).findByText('notice.pdf')).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledWith('template-attachment', expect.any(File), 'halt.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Remove halt.pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create template' }));

    expect(await screen.findByText(text.created)).toBeInTheDocument();
    expect(createCalls(calls)[0]).toMatchObject({
      variables: {
        responseTemplateInput: {
          title: 'Trading halt',
          content: 'We are in a trading halt pending an announcement.',
          attachments: ['key-notice.pdf'],
        },
      },
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.operation === 'GetResponseTemplates')).toHaveLength(2),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('attaches five files at most and says why the rest were left out', async () => {
    const { user, dialog, input } = await openNewTemplate({});
    const six = Array.from({ length: 6 }, (_, n) => pdf(`file-${n + 1}.pdf`));
    await user.upload(input(), six);
    expect(
      await within(dialog).findByText(`file-6.pdf: ${text.tooManyAttachments}`),
    ).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledTimes(5);
    expect(within(dialog).getByText('Attachments (5/5)')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Add attachments')).toBeNull();
  });

  it.each([
    ['a file over 5 MB', () => pdf('big.pdf', 5 * 1024 * 1024 + 1), 'File is larger than 5 MB.'],
    [
      'a type the spec does not list',
      () => new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      messages.uploads.attachmentWrongType,
    ],
  ])('refuses %s in the browser without uploading it', async (_case, file, message) => {
    const { user, dialog, input } = await openNewTemplate({});
    await user.upload(input(), file());
    expect(await within(dialog).findByText(`${file().name}: ${message}`)).toBeInTheDocument();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of an upload beside the file’s name and attaches nothing', async () => {
    const disguised = text.attachmentDisguised('pdf');
    vi.mocked(uploadFile).mockRejectedValue(new ApiError('BAD_USER_INPUT', disguised));
    const { user, dialog, input } = await openNewTemplate({});
    await user.upload(input(), pdf('invoice.pdf'));
    expect(await within(dialog).findByText(`invoice.pdf: ${disguised}`)).toBeInTheDocument();
    expect(within(dialog).getByText('Attachments (0/5)')).toBeInTheDocument();
  });

  it('offers "Oops, let\'s try again!" when the save fails on the server, and Try again saves the same', async () => {
    let failing = true;
    const { user, dialog, fill, calls } = await openNewTemplate({
      CreateResponseTemplate: () =>
        failing ? graphQLError('INTERNAL_SERVER_ERROR', messages.generic.server) : created(),
    });
    await fill('Capital raise', 'Details are in the placement announcement.');
    await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    const oops = await screen.findByRole('dialog', { name: text.tryAgainTitle });

    // Cancel goes back to the form, with what was typed.
    await user.click(within(oops).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: text.tryAgainTitle })).toBeNull(),
    );
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Capital raise');

    await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    const again = await screen.findByRole('dialog', { name: text.tryAgainTitle });
    failing = false;
    await user.click(within(again).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(text.created)).toBeInTheDocument();
    expect(createCalls(calls)).toHaveLength(3);
    expect(new Set(createCalls(calls).map((c) => JSON.stringify(c)))).toHaveProperty('size', 1);
  });

  it.each([
    ['the input', 'BAD_USER_INPUT', text.titleRequired],
    ['the plan’s limit', 'PAYMENT_REQUIRED', text.freeLimit(3)],
  ])(
    'shows a refusal of %s in the form, not as a failure to retry',
    async (_case, code, message) => {
      const { user, dialog, fill } = await openNewTemplate({
        CreateResponseTemplate: () => graphQLError(code, message),
      });
      await fill('Buy-back', 'An on-market buy-back.');
      await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: text.tryAgainTitle })).toBeNull();
      if (code === 'PAYMENT_REQUIRED')
        expect(within(dialog).getByRole('link', { name: text.upgradeAction })).toHaveAttribute(
          'href',
          UPGRADE_PLAN_PATH,
        );
    },
  );

  it('edits a template from its menu, starting from what it holds', async () => {
    const { user, calls } = renderTemplatesView({
      handlers: {
        UpdateResponseTemplate: () => ({
          data: { updateResponseTemplate: { _id: dividendTemplate._id } },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Dividend policy' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit response template' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Dividend policy');
    expect(
      within(dialog).getByRole('link', { name: 'annual-report.pdf (opens in a new tab)' }),
    ).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Dividends');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(text.updated)).toBeInTheDocument();
    expect(calls.find((c) => c.operation === 'UpdateResponseTemplate')?.variables).toEqual({
      responseTemplateId: dividendTemplate._id,
      responseTemplateInput: {
        title: 'Dividends',
        content: dividendTemplate.content,
        attachments: ['report.pdf'],
      },
    });
  });
});
