import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { ApiError } from '@/lib/graphql';
import { useToastsAside } from '@/lib/toasts/toasts-aside';
import { UploadQueueContext } from '../announcement-uploads';
import {
  MB,
  OWNER,
  UPLOAD_WAIT,
  fileOf,
  memoryJournal,
  testQueue,
  type TestQueue,
} from '../testing/test-queue';
import { PublishingBox } from './publishing-box';

afterEach(() => {
  vi.useRealTimers();
});

function renderBox(queued: TestQueue = testQueue(), { fakeTimers = false } = {}) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const queryClient = new QueryClient();
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <UploadQueueContext.Provider value={queued.queue}>
          <PublishingBox />
          <ToastsProbe />
        </UploadQueueContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...queued, user, queryClient };
}

/** Where the app's toasts stand: aside while the box shows (spec: they move left). */
function ToastsProbe() {
  return <output aria-label="Toasts aside">{String(useToastsAside())}</output>;
}
const toastsAside = () => screen.getByRole('status', { name: 'Toasts aside' }).textContent;

const box = () => screen.queryByRole('region', { name: 'Announcement uploads' });

/** A 12 MB upload whose first 5 MB chunk is stored, the others waiting until cancelled. */
function stuckUpload(queued: TestQueue, name = 'Investor-presentation-November-2025-final.mp4') {
  queued.server.failChunk((chunk) => (chunk.index > 0 ? 'hang' : null));
  return queued.queue.enqueue({
    file: fileOf(name, 12 * MB, 'video/mp4'),
    announcementInput: { title: 'November investor presentation' },
    type: 'published',
  });
}

describe('the publishing box', () => {
  it('is hidden while there is no upload, and the toasts stay bottom right', () => {
    renderBox();
    expect(box()).toBeNull();
    expect(toastsAside()).toBe('false');
  });

  it('shows each upload with its name cut at 30 characters, its title and its progress', async () => {
    const queued = renderBox();
    stuckUpload(queued);
    const row = await screen.findByRole('listitem', {
      name: 'Investor-presentation-November-2025-final.mp4',
    });
    expect(within(row).getByText('Investor-presentation-November…')).toHaveAttribute(
      'title',
      'Investor-presentation-November-2025-final.mp4',
    );
    expect(within(row).getByText('November investor presentation')).toBeInTheDocument();
    // 5 MB of 12 MB held: 41%.
    await waitFor(
      () =>
        expect(
          within(row).getByRole('progressbar', {
            name: 'Upload of Investor-presentation-November…',
          }),
        ).toHaveAttribute('aria-valuenow', '41'),
      UPLOAD_WAIT,
    );
    expect(within(box()!).getByRole('status')).toHaveTextContent(
      'Investor-presentation-November…: 25% uploaded',
    );
  });

  it('shows several uploads at once', async () => {
    const queued = renderBox();
    stuckUpload(queued, 'first.mp4');
    stuckUpload(queued, 'second.mp4');
    expect(await screen.findByText('Publishing 2 announcements')).toBeInTheDocument();
    expect(within(box()!).getAllByRole('listitem')).toHaveLength(2);
    expect(toastsAside()).toBe('true');
  });

  it("asks 'Cancel publishing announcement?'; Resume upload goes on", async () => {
    const { user, ...queued } = renderBox();
    stuckUpload(queued, 'agm.mp4');
    await user.click(await screen.findByRole('button', { name: 'Cancel publishing agm.mp4' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel publishing announcement?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByText('Paused')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resume upload' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(queued.queue.items()[0]).toMatchObject({ isLoading: true, isPaused: false });
  });

  it("cancelling shows 'Publishing has been cancelled', then the entry and the box go within 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, ...queued } = renderBox(testQueue(), { fakeTimers: true });
    stuckUpload(queued, 'agm.mp4');
    await user.click(await screen.findByRole('button', { name: 'Cancel publishing agm.mp4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel publishing announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Publishing has been cancelled')).toBeInTheDocument();
    expect(queued.server.calls).toContain('discard upload-1');
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(box()).toBeNull());
    expect(toastsAside()).toBe('false');
  });

  it("shows 'Announcement failed to upload' with Retry upload, which finishes it", async () => {
    const queued = testQueue();
    queued.failSave(new ApiError('INTERNAL_SERVER_ERROR', 'Something went wrong.'));
    const { user } = renderBox(queued);
    queued.queue.enqueue({
      file: fileOf('results.pdf', MB, 'application/pdf'),
      announcementInput: { title: 'Quarterly results' },
      type: 'draft',
    });

    expect(await screen.findByText('Announcement failed to upload')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry upload' }));
    expect(await screen.findByText('Saved as draft')).toBeInTheDocument();
  });

  it('refreshes the announcements the pages show once one is saved', async () => {
    const { queryClient, ...queued } = renderBox();
    queryClient.setQueryData(['announcements', 'list', 'all', 1], { items: [] });
    queued.queue.enqueue({
      file: fileOf('results.pdf', MB, 'application/pdf'),
      announcementInput: { title: 'Quarterly results' },
      type: 'published',
    });
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(queryClient.getQueryState(['announcements', 'list', 'all', 1])?.isInvalidated).toBe(
      true,
    );
  });

  it("asks 'Discard announcement?' (Cancel, Discard, Retry uploading); Discard removes it and the box hides", async () => {
    const queued = testQueue();
    queued.failSave(new ApiError('INTERNAL_SERVER_ERROR', 'Something went wrong.'));
    const { user } = renderBox(queued);
    queued.queue.enqueue({
      file: fileOf('results.pdf', MB, 'application/pdf'),
      announcementInput: { title: 'Quarterly results' },
      type: 'published',
    });
    await user.click(await screen.findByRole('button', { name: 'Discard results.pdf' }));

    const dialog = await screen.findByRole('dialog', { name: 'Discard announcement?' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expect.arrayContaining(['Cancel', 'Discard', 'Retry uploading']));
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(box()).toBeNull());
    expect(queued.saves).toEqual([]);
  });

  it('Retry uploading in the discard dialog tries again', async () => {
    const queued = testQueue();
    queued.failSave(new ApiError('INTERNAL_SERVER_ERROR', 'Something went wrong.'));
    const { user } = renderBox(queued);
    queued.queue.enqueue({
      file: fileOf('results.pdf', MB, 'application/pdf'),
      announcementInput: { title: 'Quarterly results' },
      type: 'published',
    });
    await user.click(await screen.findByRole('button', { name: 'Discard results.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry uploading' }));
    expect(await screen.findByText('Published')).toBeInTheDocument();
  });

  it('after a reload without the kept file, asks for the same file and refuses another', async () => {
    const journal = memoryJournal({ keepsFiles: false });
    const queued = testQueue({ journal });
    const file = fileOf('agm.mp4', 12 * MB, 'video/mp4');
    await journal.journal.put({
      id: 'kept-1',
      ...OWNER,
      createdAt: 1,
      type: 'published',
      input: { title: 'AGM address' },
      file: { name: file.name, size: file.size, type: file.type, lastModified: file.lastModified },
      uploadId: queued.server.begin('agm.mp4', 12 * MB, [0]),
      media: null,
      thumbnailKey: null,
      thumbnailTried: false,
      saved: null,
    });
    const { user } = renderBox(queued);
    expect(await screen.findByText('Choose agm.mp4 again to finish uploading it.')).toBeVisible();

    const input = box()!.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['other'], 'agm.mp4'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That is not the same file. Choose agm.mp4 as it was when the upload began.',
    );
    await user.upload(input, file);
    expect(await screen.findByText('Published', {}, UPLOAD_WAIT)).toBeInTheDocument();
  });

  it('can be folded away and opened again from the keyboard', async () => {
    const { user, ...queued } = renderBox();
    stuckUpload(queued, 'agm.mp4');
    const fold = await screen.findByRole('button', { name: 'Hide uploads' });
    fold.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Show uploads' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('listitem')).toBeNull();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listitem', { name: 'agm.mp4' })).toBeInTheDocument();
  });
});
