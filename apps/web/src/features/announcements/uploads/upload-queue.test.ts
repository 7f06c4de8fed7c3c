import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/graphql';
import { warnBeforeLeaving } from './leave-warning';
import {
  MB,
  OWNER,
  UPLOAD_WAIT,
  fileOf,
  memoryJournal,
  testQueue,
  type TestQueue,
} from './testing/test-queue';
import type { UploadRecord } from './upload-record';

afterEach(() => {
  vi.useRealTimers();
});

const input = { title: 'AGM 2025 presentation', body: 'The chair’s address.' };

/** Waits until the entry is no longer loading: completed, failed or waiting for its file. */
async function settled({ queue }: TestQueue, id: string) {
  await vi.waitFor(() => {
    const item = queue.items().find((entry) => entry.id === id);
    expect(item && !item.isLoading).toBe(true);
  }, UPLOAD_WAIT);
  return queue.items().find((entry) => entry.id === id)!;
}

/** A record as an earlier page load left it in the journal. */
function keptRecord(change: Partial<UploadRecord>): UploadRecord {
  return {
    id: 'kept-1',
    ...OWNER,
    createdAt: 1,
    type: 'published',
    input,
    file: { name: 'agm.mp4', size: 30 * MB, type: 'video/mp4', lastModified: 1_700_000_000_000 },
    uploadId: null,
    media: null,
    thumbnailKey: null,
    thumbnailTried: false,
    saved: null,
    ...change,
  };
}

describe('the announcement upload queue', () => {
  it('sends a file of 5 MB whole, then publishes the announcement with its key', async () => {
    const queued = testQueue();
    const onSaved = vi.fn();
    const id = queued.queue.enqueue({
      file: fileOf('site-visit.png', 5 * MB, 'image/png'),
      announcementInput: input,
      type: 'published',
      onSaved,
    });
    const item = await settled(queued, id);

    expect(item).toMatchObject({ isCompleted: true, loader: 100, remainingTime: '0 seconds' });
    expect(queued.server.calls).toEqual(['whole site-visit.png']);
    expect(queued.saves).toEqual([
      {
        input,
        status: 'published',
        attachment: 'announcement-media/site-visit.png',
        // The server made the image's thumbnail.
        attachmentThumbnail: 'announcement-thumbnail/site-visit.png',
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith({ announcementId: 'announcement-1', status: 'published' });
    expect(queued.journal.records.size).toBe(0);
  });

  it('sends a larger video in chunks, completes it, adds the browser’s thumbnail and saves a draft', async () => {
    const queued = testQueue();
    const id = queued.queue.enqueue({
      file: fileOf('agm.mp4', 12 * MB, 'video/mp4'),
      announcementInput: input,
      type: 'draft',
    });
    await settled(queued, id);

    expect(queued.server.calls.filter((call) => !call.startsWith('put'))).toEqual([
      'create upload-1',
      'complete upload-1',
      'thumbnail agm-thumbnail.jpg',
    ]);
    expect(queued.server.held('upload-1')).toEqual([0, 1, 2]);
    expect(queued.saves[0]).toMatchObject({
      status: 'draft',
      attachment: 'announcement-media/agm.mp4',
      attachmentThumbnail: 'announcement-thumbnail/agm-thumbnail.jpg',
    });
  });

  it('uploads several files at once', async () => {
    const queued = testQueue();
    const ids = ['one.pdf', 'two.pdf', 'three.mp4'].map((name) =>
      queued.queue.enqueue({
        file: fileOf(name, 7 * MB),
        announcementInput: { title: name },
        type: 'published',
      }),
    );
    expect(queued.queue.items().filter((item) => item.isLoading)).toHaveLength(3);
    for (const id of ids) await settled(queued, id);
    expect(queued.saves.map((save) => save.input.title).sort()).toEqual([
      'one.pdf',
      'three.mp4',
      'two.pdf',
    ]);
  });

  it('resumes after a reload from the chunks the server holds, sending only the rest', async () => {
    const journal = memoryJournal();
    const queued = testQueue({ journal });
    const uploadId = queued.server.begin('agm.mp4', 30 * MB, [0, 1, 2, 3]);
    await journal.journal.put(keptRecord({ uploadId }));
    await journal.journal.putFile('kept-1', fileOf('agm.mp4', 30 * MB, 'video/mp4'));

    await queued.queue.restore();
    expect(queued.queue.items()[0]).toMatchObject({ name: 'agm.mp4', isLoading: true });
    await settled(queued, 'kept-1');

    expect(queued.server.calls.filter((call) => call.startsWith('put')).sort()).toEqual([
      `put ${uploadId} #4`,
      `put ${uploadId} #5`,
    ]);
    expect(queued.saves).toHaveLength(1);
  });

  it('starts a new upload when the server no longer knows the kept one', async () => {
    const journal = memoryJournal();
    const queued = testQueue({ journal });
    await journal.journal.put(
      keptRecord({ uploadId: 'swept-upload', file: { ...keptRecord({}).file, size: 12 * MB } }),
    );
    await journal.journal.putFile('kept-1', fileOf('agm.mp4', 12 * MB, 'video/mp4'));

    await queued.queue.restore();
    await settled(queued, 'kept-1');
    expect(queued.server.calls.slice(0, 2)).toEqual(['status swept-upload', 'create upload-1']);
    expect(queued.saves).toHaveLength(1);
  });

  it('asks for the same file again when the browser kept none, and refuses another', async () => {
    const journal = memoryJournal();
    const queued = testQueue({ journal });
    const uploadId = queued.server.begin('agm.mp4', 30 * MB, [0]);
    await journal.journal.put(keptRecord({ uploadId }));

    await queued.queue.restore();
    expect(queued.queue.items()[0]).toMatchObject({ needsFile: true, isLoading: false });

    const other = new File([new Uint8Array(10)], 'agm.mp4', { lastModified: 1_700_000_000_000 });
    expect(queued.queue.chooseFileAgain('kept-1', other)).toBe(
      'That is not the same file. Choose agm.mp4 as it was when the upload began.',
    );
    expect(queued.queue.chooseFileAgain('kept-1', fileOf('agm.mp4', 30 * MB))).toBeNull();
    const item = await settled(queued, 'kept-1');
    expect(item.isCompleted).toBe(true);
    expect(queued.server.calls).not.toContain(`put ${uploadId} #0`);
  });

  it('saves without the file when only the save was left before the reload', async () => {
    const journal = memoryJournal({ keepsFiles: false });
    const queued = testQueue({ journal });
    const media = {
      key: 'announcement-media/agm.mp4',
      url: '',
      thumbnailKey: null,
      thumbnailUrl: null,
      attachmentDuration: 12.5,
      attachmentTotalPages: null,
      attachmentSize: 30 * MB,
      attachmentType: 'video/mp4',
      media: 'video' as const,
      fileName: 'agm.mp4',
    };
    await journal.journal.put(
      keptRecord({ media, thumbnailKey: 'announcement-thumbnail/agm.jpg', thumbnailTried: true }),
    );
    await queued.queue.restore();
    await settled(queued, 'kept-1');
    expect(queued.saves[0]).toMatchObject({
      attachment: 'announcement-media/agm.mp4',
      attachmentThumbnail: 'announcement-thumbnail/agm.jpg',
    });
  });

  it('leaves an upload another tab is running to that tab', async () => {
    const journal = memoryJournal();
    const queued = testQueue({ journal, otherTabs: new Set(['kept-1']) });
    await journal.journal.put(keptRecord({}));
    await journal.journal.putFile('kept-1', fileOf('agm.mp4', 30 * MB, 'video/mp4'));
    await queued.queue.restore();
    expect(queued.queue.items()).toEqual([]);
    expect(queued.server.calls).toEqual([]);
  });

  it('brings back only the signed-in member’s uploads of this company', async () => {
    const journal = memoryJournal();
    const queued = testQueue({ journal });
    await journal.journal.put(keptRecord({ id: 'theirs', companyId: 'company-2' }));
    await queued.queue.restore();
    expect(queued.queue.items()).toEqual([]);
  });

  it('fails with the reason after the last try, and Retry goes on from the held chunks', async () => {
    const queued = testQueue();
    queued.server.failChunk((chunk) =>
      chunk.index === 2 ? new ApiError('NETWORK_ERROR', 'The connection was lost.') : null,
    );
    const id = queued.queue.enqueue({
      file: fileOf('agm.mp4', 12 * MB, 'video/mp4'),
      announcementInput: input,
      type: 'published',
    });
    const failed = await settled(queued, id);
    expect(failed).toMatchObject({ isError: true, errorMessage: 'The connection was lost.' });
    expect(queued.server.calls.filter((call) => call === 'put upload-1 #2')).toHaveLength(3);

    queued.server.failChunk(() => null);
    const heldBefore = queued.server.held('upload-1');
    const sentBefore = queued.server.calls.length;
    queued.queue.resume(id);
    expect((await settled(queued, id)).isCompleted).toBe(true);
    const resent = queued.server.calls.slice(sentBefore).filter((call) => call.startsWith('put'));
    expect(resent.sort()).toEqual(
      [0, 1, 2].filter((i) => !heldBefore.includes(i)).map((i) => `put upload-1 #${i}`),
    );
    expect(resent).toContain('put upload-1 #2');
  });

  it('fails when the save is refused, and Retry saves without uploading again', async () => {
    const queued = testQueue();
    queued.failSave(new ApiError('BAD_USER_INPUT', 'Please enter a title.'));
    const id = queued.queue.enqueue({
      file: fileOf('results.pdf', MB, 'application/pdf'),
      announcementInput: input,
      type: 'published',
    });
    expect(await settled(queued, id)).toMatchObject({
      isError: true,
      errorMessage: 'Please enter a title.',
    });
    queued.queue.resume(id);
    expect((await settled(queued, id)).isCompleted).toBe(true);
    expect(queued.server.calls.filter((call) => call.startsWith('whole'))).toHaveLength(1);
  });

  it('cancelling drops the chunks on the server, shows 0% and 0 seconds, and the entry is gone within 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const queued = testQueue();
    queued.server.failChunk((chunk) => (chunk.index === 1 ? 'hang' : null));
    const id = queued.queue.enqueue({
      file: fileOf('agm.mp4', 12 * MB, 'video/mp4'),
      announcementInput: input,
      type: 'published',
    });
    await vi.waitFor(() => expect(queued.server.held('upload-1')).toContain(0), UPLOAD_WAIT);

    queued.queue.askToCancel(id);
    expect(queued.queue.items()[0]).toMatchObject({ isPaused: true, isLoading: true });
    queued.queue.cancel(id);
    expect(queued.queue.items()[0]).toMatchObject({
      isCancelled: true,
      isLoading: false,
      isError: false,
      errorMessage: null,
      loader: 0,
      remainingTime: '0 seconds',
    });
    expect(queued.server.calls).toContain('discard upload-1');
    expect(queued.journal.records.size).toBe(0);
    expect(queued.queue.hasUnfinished()).toBe(false);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(queued.queue.items()).toEqual([]);
  });

  it('discarding a failed entry removes it at once', async () => {
    const queued = testQueue();
    queued.failSave(new ApiError('FORBIDDEN', 'You do not have permission.'));
    const id = queued.queue.enqueue({
      file: fileOf('results.pdf', MB, 'application/pdf'),
      announcementInput: input,
      type: 'published',
    });
    await settled(queued, id);
    queued.queue.discard(id);
    expect(queued.queue.items()).toEqual([]);
  });

  it('has the browser warn before leaving while an upload is not cancelled', async () => {
    const queued = testQueue();
    const stop = warnBeforeLeaving(queued.queue);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    const id = queued.queue.enqueue({
      file: fileOf('agm.mp4', 12 * MB, 'video/mp4'),
      announcementInput: input,
      type: 'published',
    });
    expect(leave()).toBe(true);
    queued.queue.cancel(id);
    expect(leave()).toBe(false);
    stop();
  });
});
