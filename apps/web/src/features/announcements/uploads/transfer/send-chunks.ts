import { chunkRange, chunksToSend } from './chunk-plan';
import { withRetries, type RetryOptions } from './retry';
import { sha256Hex } from './sha256';
import type { UploadsApi } from './uploads-api';

/** Contract: three chunks of one file in flight at once. */
export const CHUNKS_IN_FLIGHT = 3;

export interface ChunkedFile {
  uploadId: string;
  file: Blob;
  totalChunks: number;
  chunkBytes: number;
  /** Chunks the server already holds: not sent again. */
  held: readonly number[];
}

export interface SendOptions extends RetryOptions {
  api: UploadsApi;
  signal: AbortSignal;
  /** A chunk is stored: its index and its length in bytes. */
  onChunkStored: (index: number, bytes: number) => void;
  concurrency?: number;
}

/**
 * Sends the chunks the server does not hold, a few at a time, each with its SHA-256 and its own
 * retries. The first chunk that fails for good stops the others (their requests are aborted) and
 * its failure is thrown; what was stored stays stored, for a resume.
 */
export async function sendChunks(upload: ChunkedFile, options: SendOptions): Promise<void> {
  const { api, signal, onChunkStored, concurrency = CHUNKS_IN_FLIGHT } = options;
  const pending = chunksToSend(upload.totalChunks, upload.held);
  const stop = new AbortController();
  const forward = () => stop.abort(signal.reason);
  signal.addEventListener('abort', forward, { once: true });
  let next = 0;

  const sendOne = async (index: number) => {
    const { start, end } = chunkRange(index, upload.file.size, upload.chunkBytes);
    const bytes = upload.file.slice(start, end);
    const sha256 = await sha256Hex(bytes);
    await withRetries(
      stop.signal,
      (attemptSignal) =>
        api.putChunk(
          { uploadId: upload.uploadId, index, totalChunks: upload.totalChunks, bytes, sha256 },
          attemptSignal,
        ),
      options,
    );
    onChunkStored(index, end - start);
  };

  const worker = async () => {
    while (next < pending.length) {
      stop.signal.throwIfAborted();
      const index = pending[next]!;
      next += 1;
      await sendOne(index);
    }
  };

  try {
    await Promise.all(
      Array.from({ length: Math.min(concurrency, pending.length) }, () =>
        worker().catch((error: unknown) => {
          if (!stop.signal.aborted) stop.abort(error);
          throw error;
        }),
      ),
    );
  } catch (error) {
    throw signal.aborted ? signal.reason : (stop.signal.reason ?? error);
  } finally {
    signal.removeEventListener('abort', forward);
  }
}
