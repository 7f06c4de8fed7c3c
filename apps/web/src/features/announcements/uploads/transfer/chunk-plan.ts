import { UPLOAD } from '@quorum/shared';

/** Whether a file goes whole in one request or in chunks (contract: at most 5 MB goes whole). */
export const goesWhole = (size: number) => size <= UPLOAD.wholeFileMaxBytes;

export const totalChunksOf = (size: number, chunkBytes: number = UPLOAD.chunkBytes) =>
  Math.max(1, Math.ceil(size / chunkBytes));

/** The bytes of chunk `index`: every chunk is `chunkBytes` long but the last, the remainder. */
export function chunkRange(index: number, size: number, chunkBytes: number = UPLOAD.chunkBytes) {
  const start = index * chunkBytes;
  return { start, end: Math.min(start + chunkBytes, size) };
}

/** The chunks still to send, in order, skipping those the server already holds. */
export function chunksToSend(totalChunks: number, held: readonly number[]): number[] {
  const have = new Set(held);
  return Array.from({ length: totalChunks }, (_, index) => index).filter((i) => !have.has(i));
}

/** How many of the file's bytes the held chunks carry. */
export function heldBytes(held: readonly number[], size: number, chunkBytes: number) {
  return held.reduce((sum, index) => {
    const { start, end } = chunkRange(index, size, chunkBytes);
    return sum + Math.max(0, end - start);
  }, 0);
}
