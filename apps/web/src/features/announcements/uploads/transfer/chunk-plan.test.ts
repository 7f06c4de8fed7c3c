import { describe, expect, it } from 'vitest';
import { chunkRange, chunksToSend, goesWhole, heldBytes, totalChunksOf } from './chunk-plan';

const MB = 1024 * 1024;

describe('the chunk plan', () => {
  it('sends a file of at most 5 MB (5,242,880 bytes) whole, and one byte more in chunks', () => {
    expect(goesWhole(5_242_880)).toBe(true);
    expect(goesWhole(5_242_881)).toBe(false);
  });

  it('cuts a 12 MB file into 5 MB chunks and the 2 MB remainder', () => {
    expect(totalChunksOf(12 * MB, 5 * MB)).toBe(3);
    expect([0, 1, 2].map((i) => chunkRange(i, 12 * MB, 5 * MB))).toEqual([
      { start: 0, end: 5 * MB },
      { start: 5 * MB, end: 10 * MB },
      { start: 10 * MB, end: 12 * MB },
    ]);
  });

  it('plans a 30 MB video as six chunks of exactly 5 MB', () => {
    expect(totalChunksOf(30 * MB)).toBe(6);
    expect(chunkRange(5, 30 * MB)).toEqual({ start: 25 * MB, end: 30 * MB });
  });

  it('skips the chunks the server already holds, in order', () => {
    expect(chunksToSend(6, [0, 1, 4])).toEqual([2, 3, 5]);
    expect(chunksToSend(3, [0, 1, 2])).toEqual([]);
  });

  it('counts the bytes the held chunks carry, the short last one included', () => {
    expect(heldBytes([0, 2], 12 * MB, 5 * MB)).toBe(7 * MB);
  });
});
