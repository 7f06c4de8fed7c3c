import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadEnquiryAttachment } from '../../api/upload-enquiry-file';
import {
  makeEnquiry,
  makeReply,
  renderEnquiryDrawer,
  text,
} from '../../testing/enquiry-detail-support';

vi.mock('../../api/upload-enquiry-file', () => ({
  uploadEnquiryAttachment: vi.fn(async (_file: Blob, name: string) => ({
    key: `copied-${name}`,
    url: `/files/signed/${name}`,
  })),
  uploadEnquiryAudio: vi.fn(),
}));

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const templateFile = (n: number) => ({
  key: `template-key-${n}`,
  name: `brochure-${n}.pdf`,
  contentType: 'application/pdf',
  sizeBytes: 1024,
  url: `/files/signed/template-${n}`,
});

const templates = (files: number) => () => ({
  data: {
    getResponseTemplates: {
      limit: null,
      items: [
        {
          _id: 't1',
          title: 'Dividend policy',
          content: 'Our dividend policy is on the website.',
          starred: false,
          updatedAt: '2026-03-01T01:00:00.000Z',
          attachments: Array.from({ length: files }, (_, i) => templateFile(i + 1)),
        },
      ],
    },
  },
});

async function answerWithTemplate(user: ReturnType<typeof renderEnquiryDrawer>['user']) {
  const detail = await screen.findByRole('dialog');
  await user.click(await within(detail).findByRole('button', { name: 'Answer from registry' }));
  // The section unfolds with a short animation before its contents can be used.
  await user.click(await within(detail).findByRole('tab', { name: 'Templates' }));
  await user.click(await within(detail).findByRole('button', { name: 'Use: Dividend policy' }));
  return detail;
}

describe('answering from templates', () => {
  it('puts the template’s text in the reply and copies its files in as reply attachments', async () => {
    const { user, sent } = renderEnquiryDrawer({
      handlers: {
        GetResponseTemplates: templates(2),
        AddEnquiryResponse: () => ({ data: { addEnquiryResponse: { _id: 'r9', draft: false } } }),
      },
    });
    const detail = await answerWithTemplate(user);
    expect(within(detail).getByLabelText('Your reply')).toHaveValue(
      'Our dividend policy is on the website.',
    );
    expect(await within(detail).findByRole('link', { name: 'brochure-2.pdf' })).toBeInTheDocument();
    expect(uploadEnquiryAttachment).toHaveBeenCalledTimes(2);

    await user.click(within(detail).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(sent('AddEnquiryResponse')).toHaveLength(1));
    expect(sent('AddEnquiryResponse')[0]).toMatchObject({
      input: { attachments: ['copied-brochure-1.pdf', 'copied-brochure-2.pdf'] },
    });
  });

  it('brings only as many files as fit under five, and says how many were left out', async () => {
    const { user } = renderEnquiryDrawer({ handlers: { GetResponseTemplates: templates(5) } });
    const detail = await screen.findByRole('dialog');
    const input = (await within(detail).findByRole('form', { name: 'Reply' })).querySelector(
      'input[type="file"]',
    )!;
    await user.upload(
      input as HTMLInputElement,
      [1, 2].map((n) => new File(['%PDF'], `mine-${n}.pdf`, { type: 'application/pdf' })),
    );
    await answerWithTemplate(user);
    expect(await screen.findByText(text.templateFilesSkipped(2))).toBeInTheDocument();
    const list = within(detail).getByRole('list', { name: 'Attachments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });
});

describe('adding the question to the registry', () => {
  it('opens the registry form with the question and the sent reply, and links the card', async () => {
    const { user, sent } = renderEnquiryDrawer({
      replies: [makeReply({ content: 'It is paid on 20 March.' })],
      handlers: {
        AddQuestionRegistry: () => ({
          data: {
            addQuestionRegistry: {
              message: 'Question has been added to your question registry.',
              questionRegistry: { _id: 'q9' },
            },
          },
        }),
      },
    });
    const detail = await screen.findByRole('dialog');
    await user.click(await within(detail).findByRole('button', { name: 'Add to registry' }));
    const form = await screen.findByRole('dialog', { name: 'New question' });
    expect(await within(form).findByLabelText(/Question/)).toHaveValue(
      'When will the interim dividend be paid?',
    );
    expect(within(form).getByLabelText('Response')).toHaveValue('It is paid on 20 March.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent('AddQuestionRegistry')).toHaveLength(1));
    expect(sent('AddQuestionRegistry')[0]).toEqual({
      input: {
        question: 'When will the interim dividend be paid?',
        response: 'It is paid on 20 March.',
        drafted: false,
        starred: false,
        enquiryId: 'enquiry-1',
      },
    });
  });

  it('closes only the registry form on Escape, leaving the question open', async () => {
    const { user, onClose } = renderEnquiryDrawer();
    const detail = await screen.findByRole('dialog');
    await user.click(await within(detail).findByRole('button', { name: 'Add to registry' }));
    await within(await screen.findByRole('dialog', { name: 'New question' })).findByLabelText(
      /Question/,
    );
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New question' })).not.toBeInTheDocument(),
    );
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(detail).getByLabelText('Your reply'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a question already in the registry with its badge instead of the button', async () => {
    renderEnquiryDrawer({ enquiry: makeEnquiry({ addedToRegistry: true }) });
    const detail = await screen.findByRole('dialog');
    expect(await within(detail).findByText('In registry')).toBeInTheDocument();
    await within(detail).findByRole('button', { name: 'Resolve' });
    expect(
      within(detail).queryByRole('button', { name: 'Add to registry' }),
    ).not.toBeInTheDocument();
  });
});

describe('the investor’s history', () => {
  it('lists the investor’s other questions and opens one in the drawer', async () => {
    const other = makeEnquiry({ _id: 'enquiry-2', subject: 'AGM', question: 'Is the AGM online?' });
    const { user } = renderEnquiryDrawer({
      handlers: {
        GetEnquiriesHistory: () => ({
          data: {
            getEnquiriesHistory: {
              items: [makeEnquiry(), other],
              meta: { currentPage: 1, totalItems: 2, totalPages: 1 },
            },
          },
        }),
        GetEnquiryQuestion: ({ enquiryId }) => ({
          data: { getEnquiryQuestion: enquiryId === 'enquiry-2' ? other : makeEnquiry() },
        }),
      },
    });
    const detail = await screen.findByRole('dialog');
    await user.click(await within(detail).findByRole('tab', { name: 'History' }));
    await user.click(await within(detail).findByRole('button', { name: /AGM/ }));
    expect(await within(detail).findByText('Is the AGM online?')).toBeInTheDocument();
    await user.click(
      within(detail).getByRole('button', { name: /Back to the question you opened/ }),
    );
    expect(
      await within(detail).findByText('When will the interim dividend be paid?'),
    ).toBeInTheDocument();
  });
});
