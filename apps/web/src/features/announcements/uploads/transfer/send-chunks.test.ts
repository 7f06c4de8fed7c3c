import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/graphql';
import { fakeUploadServer } from '../testing/fake-upload-server';
import { MB, UPLOAD_WAIT, fileOf } from '../testing/test-queue';
import { sendChunks } from './send-chunks';

const noWait = { policy: { attempts: 3, baseDelayMs: 0, maxDelayMs: 0 } };

async function startUpload(size: number, held: number[] = []) {
  const server = fakeUploadServer();
  const file = fileOf('agm.mp4', size, 'video/mp4');
  const uploadId = server.begin(file.name, size, held);
  const stored: number[] = [];
  const send = (signal = new AbortController().signal) =>
    sendChunks(
      { uploadId, file, totalChunks: Math.ceil(size / (5 * MB)), chunkBytes: 5 * MB, held },
      { api: server.api, signal, onChunkStored: (index) => stored.push(index), ...noWait },
    );
  return { server, uploadId, stored, send };
}

describe('sending a file in chunks', () => {
  it('sends every 5 MB chunk with its checksum, three at most in flight', async () => {
    const { server, uploadId, stored, send } = await startUpload(30 * MB);
    // The server answers none until three wait: a fourth would be sent meanwhile if allowed.
    server.failChunk(() => 'hang');
    const sending = send();
    await vi.waitFor(() => expect(server.hanging()).toBe(3), UPLOAD_WAIT);
    server.failChunk(() => null);
    server.release();
    await sending;
    expect(server.mostInFlight()).toBe(3);
    expect(server.held(uploadId)).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...stored].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('resumes: only the chunks the server does not hold are sent', async () => {
    const { server, uploadId, send } = await startUpload(30 * MB, [0, 1, 2]);
    await send();
    expect([...server.calls].sort()).toEqual([
      `put ${uploadId} #3`,
      `put ${uploadId} #4`,
      `put ${uploadId} #5`,
    ]);
    expect(server.held(uploadId)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('sends a chunk again after a dropped connection', async () => {
    const { server, uploadId, send } = await startUpload(12 * MB);
    let drops = 1;
    server.failChunk((chunk) =>
      chunk.index === 1 && drops-- > 0 ? new ApiError('NETWORK_ERROR', 'offline') : null,
    );
    await send();
    expect(server.calls.filter((call) => call === `put ${uploadId} #1`)).toHaveLength(2);
    expect(server.held(uploadId)).toEqual([0, 1, 2]);
  });

  it('stops every chunk when one fails for good, and keeps what was stored', async () => {
    const { server, uploadId, send } = await startUpload(30 * MB);
    server.failChunk((chunk) =>
      chunk.index === 2 ? new ApiError('BAD_USER_INPUT', 'Chunk refused.') : null,
    );
    await expect(send()).rejects.toThrow('Chunk refused.');
    expect(server.held(uploadId)).not.toContain(2);
    expect(server.held(uploadId).length).toBeLessThan(6);
  });
});
