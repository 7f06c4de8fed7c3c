import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/graphql';
import { storeSignIn } from '@/lib/session';
import { uploadFile } from '@/lib/uploads/upload-file';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { FeedbackModal } from './feedback-modal';

// The upload endpoint is not in jsdom; the API tests cover it.
vi.mock('@/lib/uploads/upload-file', () => ({ uploadFile: vi.fn() }));

const text = messages.feedback;
const submitted = () => ({ data: { submitFeedback: { message: text.submitted } } });

function Harness() {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button onClick={modal.open}>Give feedback</Button>
      <FeedbackModal opened={opened} onClose={modal.close} />
      <Notifications />
    </>
  );
}

async function openFeedback(handlers: Parameters<typeof fakeGraphQL>[0]) {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL(handlers);
  renderRoutes([{ path: '/', element: <Harness /> }], '/');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Give feedback' }));
  const dialog = await screen.findByRole('dialog', { name: 'Give feedback' });
  const fill = async (reason: string, description: string) => {
    if (reason) await user.type(within(dialog).getByLabelText('Reason for feedback'), reason);
    if (description) await user.type(within(dialog).getByLabelText('Description'), description);
  };
  const send = () => user.click(within(dialog).getByRole('button', { name: 'Send' }));
  const sent = () => api.calls.filter((call) => call.operation === 'SubmitFeedback');
  return { ...api, user, dialog, fill, send, sent };
}

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

const png = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/png' });

describe('Give feedback', () => {
  it('asks for a reason and a description in the spec’s words before sending anything', async () => {
    const { dialog, send, sent } = await openFeedback({ SubmitFeedback: submitted });
    await send();
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });

  it('sends the reason and description without an attachment, says so and closes', async () => {
    const { fill, send, sent } = await openFeedback({ SubmitFeedback: submitted });
    await fill('Board speed', 'The board takes ten seconds to load.');
    await send();
    expect(await screen.findByText('Feedback has been submitted')).toBeInTheDocument();
    expect(sent()[0]?.variables).toEqual({
      title: 'Board speed',
      description: 'The board takes ten seconds to load.',
      attachment: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('uploads the one chosen file at once and sends its key', async () => {
    const { user, dialog, fill, send, sent } = await openFeedback({ SubmitFeedback: submitted });
    await user.upload(within(dialog).getByLabelText('Add an attachment'), png('board.png'));
    expect(await within(dialog).findByText('board.png')).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledWith('feedback-attachment', expect.any(File), 'board.png');
    // One file only: the drop zone gives way to the chosen file.
    expect(within(dialog).queryByLabelText('Add an attachment')).not.toBeInTheDocument();
    await fill('Board', 'See the picture.');
    await send();
    await screen.findByText('Feedback has been submitted');
    expect(sent()[0]?.variables.attachment).toBe('key-board.png');
  });

  it('shows the server’s refusal of a file beside the field and lets another be chosen', async () => {
    vi.mocked(uploadFile).mockRejectedValueOnce(
      new ApiError('BAD_USER_INPUT', messages.templates.attachmentDisguised('png')),
    );
    const { user, dialog } = await openFeedback({ SubmitFeedback: submitted });
    await user.upload(within(dialog).getByLabelText('Add an attachment'), png('virus.png'));
    expect(
      await within(dialog).findByText(
        `virus.png: ${messages.templates.attachmentDisguised('png')}`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Add an attachment')).toBeInTheDocument();
  });

  it('shows the server’s validation message as an error toast and keeps what was typed', async () => {
    const { dialog, fill, send } = await openFeedback({
      SubmitFeedback: () => graphQLError('BAD_USER_INPUT', messages.uploads.unknownFile),
    });
    await fill('Board', 'Slow.');
    await send();
    expect(await screen.findByText(messages.uploads.unknownFile)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason for feedback')).toHaveValue('Board');
  });

  it('says “Something went wrong. Please try again.” when the server fails', async () => {
    const { fill, send } = await openFeedback({
      SubmitFeedback: () => graphQLError('INTERNAL_SERVER_ERROR', 'An error occurred (ref 1).'),
    });
    await fill('Board', 'Slow.');
    await send();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('An error occurred (ref 1).')).not.toBeInTheDocument();
  });

  it('starts empty each time it opens', async () => {
    const { user, dialog, fill } = await openFeedback({ SubmitFeedback: submitted });
    await fill('Half a thought', '');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Give feedback' }));
    const again = await screen.findByRole('dialog', { name: 'Give feedback' });
    expect(within(again).getByLabelText('Reason for feedback')).toHaveValue('');
  });
});
