import { ApiError } from '@/lib/graphql';
import { sha256Hex } from '../transfer/sha256';
import type { ChunkToPut, StoredMedia, UploadsApi } from '../transfer/uploads-api';
import './blob-bytes';

interface HeldUpload {
  fileName: string;
  size: number;
  totalChunks: number;
  chunkBytes: number;
  held: Set<number>;
}

const mediaOf = (fileName: string, size: number): StoredMedia => {
  const ending = fileName.split('.').pop();
  const [media, type] =
    ending === 'pdf'
      ? (['pdf', 'application/pdf'] as const)
      : ending === 'mp4'
        ? (['video', 'video/mp4'] as const)
        : ending === 'png'
          ? (['image', 'image/png'] as const)
          : (['audio', 'audio/mpeg'] as const);
  return {
    key: `announcement-media/${fileName}`,
    url: `/files/announcement-media/${fileName}`,
    thumbnailKey: media === 'image' ? `announcement-thumbnail/${fileName}` : null,
    thumbnailUrl: null,
    attachmentDuration: media === 'video' ? 12.5 : null,
    attachmentTotalPages: media === 'pdf' ? 3 : null,
    attachmentSize: size,
    attachmentType: type,
    media,
    fileName,
  };
};

/**
 * The upload routes of the contract in memory, keeping what a test checks: which chunks it holds,
 * every call in order ('put upload-1 #2'), the most chunks in flight at once. A chunk is refused
 * as the server would (wrong size, wrong checksum, out of range); `failChunk` makes one fail.
 */
export function fakeUploadServer({ chunkBytes = 5_242_880 } = {}) {
  const uploads = new Map<string, HeldUpload>();
  const calls: string[] = [];
  let created = 0;
  let inFlight = 0;
  let mostInFlight = 0;
  /** Answers an error for a chunk to fail with, 'hang' to never answer, or null to store it. */
  let chunkFailure: (chunk: ChunkToPut) => Error | 'hang' | null = () => null;
  let releaseHeld: (() => void)[] = [];

  const find = (uploadId: string) => {
    const upload = uploads.get(uploadId);
    if (!upload) throw new ApiError('NOT_FOUND', 'This upload could not be found.');
    return upload;
  };

  const putChunk = async (chunk: ChunkToPut, signal: AbortSignal) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      calls.push(`put ${chunk.uploadId} #${chunk.index}`);
      const upload = find(chunk.uploadId);
      const actual = await sha256Hex(chunk.bytes);
      signal.throwIfAborted();
      const failure = chunkFailure(chunk);
      if (failure === 'hang')
        await new Promise<void>((resolve, reject) => {
          releaseHeld.push(resolve);
          signal.addEventListener('abort', () => reject(signal.reason as Error));
        });
      else if (failure) throw failure;
      if (chunk.index < 0 || chunk.index >= upload.totalChunks)
        throw new ApiError('BAD_USER_INPUT', 'Chunk out of range.');
      const expected =
        chunk.index === upload.totalChunks - 1
          ? upload.size - chunk.index * upload.chunkBytes
          : upload.chunkBytes;
      if (chunk.bytes.size !== expected) throw new ApiError('BAD_USER_INPUT', 'Wrong chunk size.');
      if (actual !== chunk.sha256) throw new ApiError('BAD_USER_INPUT', 'Checksum mismatch.');
      upload.held.add(chunk.index);
    } finally {
      inFlight -= 1;
    }
  };

  const api: UploadsApi = {
    createUpload: async ({ fileName, size }) => {
      created += 1;
      const uploadId = `upload-${created}`;
      const totalChunks = Math.ceil(size / chunkBytes);
      uploads.set(uploadId, { fileName, size, totalChunks, chunkBytes, held: new Set() });
      calls.push(`create ${uploadId}`);
      return {
        uploadId,
        fileName,
        size,
        chunkBytes,
        totalChunks,
        status: 'open' as const,
        heldChunks: [],
      };
    },
    uploadStatus: async (uploadId) => {
      calls.push(`status ${uploadId}`);
      const upload = find(uploadId);
      return {
        uploadId,
        fileName: upload.fileName,
        size: upload.size,
        totalChunks: upload.totalChunks,
        chunkBytes: upload.chunkBytes,
        status: 'open' as const,
        heldChunks: [...upload.held].sort((a, b) => a - b),
      };
    },
    putChunk,
    completeUpload: async (uploadId) => {
      calls.push(`complete ${uploadId}`);
      const upload = find(uploadId);
      if (upload.held.size !== upload.totalChunks)
        throw new ApiError('BAD_USER_INPUT', 'Chunks are missing.');
      return mediaOf(upload.fileName, upload.size);
    },
    discardUpload: async (uploadId) => {
      calls.push(`discard ${uploadId}`);
      uploads.delete(uploadId);
    },
    uploadWhole: async (file, fileName) => {
      calls.push(`whole ${fileName}`);
      return mediaOf(fileName, file.size);
    },
    uploadThumbnail: async (_image, fileName) => {
      calls.push(`thumbnail ${fileName}`);
      return { key: `announcement-thumbnail/${fileName}` };
    },
  };

  return {
    api,
    calls,
    /** The chunks the server holds of an upload. */
    held: (uploadId: string) => [...(uploads.get(uploadId)?.held ?? [])].sort((a, b) => a - b),
    mostInFlight: () => mostInFlight,
    /** Starts an upload as an earlier page load would have, holding `held`. */
    begin(fileName: string, size: number, held: number[]) {
      created += 1;
      const uploadId = `upload-${created}`;
      const totalChunks = Math.ceil(size / chunkBytes);
      uploads.set(uploadId, { fileName, size, totalChunks, chunkBytes, held: new Set(held) });
      return uploadId;
    },
    failChunk(failure: (chunk: ChunkToPut) => Error | 'hang' | null) {
      chunkFailure = failure;
    },
    /** Chunks held by 'hang' waiting now. */
    hanging: () => releaseHeld.length,
    /** Lets the chunks held by 'hang' through, to be stored. */
    release() {
      const waiting = releaseHeld;
      releaseHeld = [];
      for (const resolve of waiting) resolve();
    },
  };
}

export type FakeUploadServer = ReturnType<typeof fakeUploadServer>;
