import { describe, expect, it } from 'vitest';
import '../testing/blob-bytes';
import { sha256Hex } from './sha256';

describe('sha256Hex', () => {
  it("gives a chunk's SHA-256 as the lowercase hex the x-chunk-sha256 header carries", async () => {
    const chunk = new File([new TextEncoder().encode('abc')], 'a.bin').slice(0, 3);
    await expect(sha256Hex(chunk)).resolves.toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
