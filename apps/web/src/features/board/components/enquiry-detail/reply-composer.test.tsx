import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphQLError } from '@/testing/fake-graphql';
import { uploadEnquiryAttachment } from '../../api/upload-enquiry-file';
import {
  makeEnquiry,
  makeReply,
  renderEnquiryDrawer,
  text,
} from '../../testing/enquiry-detail-support';

vi.mock('../../api/upload-enquiry-file', () => ({
  uploadEnquiryAttachment: vi.fn(async (_file: Blob, name: string) => ({
    key: `key-${name}`,
    url: `/files/signed/${name}`,
  })),
  uploadEnquiryAudio: vi.fn(),
}));

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const replied = () => ({ data: { addEnquiryResponse: { _id: 'reply-9', draft: false } } });
const composer = async () => screen.findByRole('form', { name: 'Reply' });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('the reply composer', () => {
  it('asks for words, a file or a recording before sending, and sends nothing until then', async () => {
    const { user, sent } = renderEnquiryDrawer({ handlers: { AddEnquiryResponse: replied } });
    await user.click(within(await composer()).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(text.replyRequired)).toBeInTheDocument();
    expect(sent('AddEnquiryResponse')).toHaveLength(0);
  });

  it('sends the reply with its attachments, says so and empties the composer', async () => {
    const { user, sent } = renderEnquiryDrawer({ handlers: { AddEnquiryResponse: replied } });
    const form = await composer();
    await user.type(within(form).getByLabelText('Your reply'), '  Paid on 20 March.  ');
    const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, pdf('notice.pdf'));
    expect(await within(form).findByRole('link', { name: 'notice.pdf' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText(text.replySent)).toBeInTheDocument();
    expect(sent('AddEnquiryResponse')).toEqual([
      {
        input: {
          enquiryId: 'enquiry-1',
          content: 'Paid on 20 March.',
          attachments: ['key-notice.pdf'],
          audio: null,
          draft: false,
        },
      },
    ]);
    await waitFor(() => expect(within(form).getByLabelText('Your reply')).toHaveValue(''));
    expect(within(form).queryByRole('link', { name: 'notice.pdf' })).not.toBeInTheDocument();
  });

  it('saves an empty draft too, and keeps the text in the composer', async () => {
    const { user, sent } = renderEnquiryDrawer({ handlers: { AddEnquiryResponse: replied } });
    const form = await composer();
    await user.type(within(form).getByLabelText('Your reply'), 'Checking with the CFO');
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText(text.draftSaved)).toBeInTheDocument();
    expect(sent('AddEnquiryResponse')[0]).toEqual({
      input: {
        enquiryId: 'enquiry-1',
        content: 'Checking with the CFO',
        attachments: [],
        audio: null,
        draft: true,
      },
    });
    expect(within(form).getByLabelText('Your reply')).toHaveValue('Checking with the CFO');
  });

  it('attaches five files and refuses a sixth with the spec’s words', async () => {
    const { user } = renderEnquiryDrawer();
    const form = await composer();
    const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      input,
      [1, 2, 3, 4, 5, 6].map((n) => pdf(`file-${n}.pdf`)),
    );

    expect(
      await within(form).findByText(`file-6.pdf: ${text.tooManyAttachments}`),
    ).toBeInTheDocument();
    const list = within(form).getByRole('list', { name: 'Attachments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(form).getByRole('button', { name: /Attach files \(5\/5\)/ })).toBeDisabled();
  });

  it('refuses a file of a type the server does not take, before uploading it', async () => {
    renderEnquiryDrawer();
    const form = await composer();
    const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    const script = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    // The file dialog would not offer it; a drop or a browser that ignores `accept` could.
    fireEvent.change(input, { target: { files: [script] } });
    expect(await within(form).findByText('setup.exe: Invalid file type.')).toBeInTheDocument();
    expect(uploadEnquiryAttachment).not.toHaveBeenCalled();
  });

  it('asks before emailing a guest, and sends only once confirmed', async () => {
    const guest = makeEnquiry({
      isGuest: true,
      investorId: null,
      investor: { ...makeEnquiry().investor, _id: null, email: 'guest@example.com' },
    });
    const { user, sent } = renderEnquiryDrawer({
      enquiry: guest,
      handlers: { AddEnquiryResponse: replied },
    });
    const form = await composer();
    await user.type(within(form).getByLabelText('Your reply'), 'Thanks for asking.');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));

    const confirm = await screen.findByRole('dialog', { name: 'Send the reply?' });
    expect(
      within(confirm).getByText(text.guestReplyConfirm('guest@example.com')),
    ).toBeInTheDocument();
    expect(sent('AddEnquiryResponse')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(text.replySent)).toBeInTheDocument();
    expect(sent('AddEnquiryResponse')).toHaveLength(1);
  });

  it('starts from the saved draft when the question is opened again', async () => {
    renderEnquiryDrawer({
      replies: [
        makeReply({
          _id: 'draft-1',
          draft: true,
          sentAt: null,
          content: 'Half-written answer',
          attachments: [
            { key: 'k1', name: 'report.pdf', type: 'application/pdf', size: 2048, url: '/f/k1' },
          ],
        }),
      ],
    });
    const form = await composer();
    await waitFor(() =>
      expect(within(form).getByLabelText('Your reply')).toHaveValue('Half-written answer'),
    );
    expect(within(form).getByRole('link', { name: 'report.pdf' })).toBeInTheDocument();
    // A draft is not part of the conversation yet.
    expect(screen.getByText('No replies yet.')).toBeInTheDocument();
  });

  it('keeps the reply and shows the server’s refusal when sending fails', async () => {
    const { user } = renderEnquiryDrawer({
      handlers: { AddEnquiryResponse: () => graphQLError('NOT_FOUND', text.notFound) },
    });
    const form = await composer();
    await user.type(within(form).getByLabelText('Your reply'), 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByText(text.notFound)).toBeInTheDocument();
    expect(within(form).getByLabelText('Your reply')).toHaveValue('Hello');
  });
});
