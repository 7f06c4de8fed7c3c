import type { Readable } from 'node:stream';

/**
 * A stream cut into pieces of exactly `size` bytes (the last may be shorter; none is empty), each
 * made only when the one before it has been taken: at most one piece is held at a time.
 */
export async function* piecesOf(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const chunk of stream) {
    let rest = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    while (heldBytes + rest.length >= size) {
      const take = size - heldBytes;
      const piece = Buffer.concat([...held, rest.subarray(0, take)]);
      held = [];
      heldBytes = 0;
      rest = rest.subarray(take);
      yield piece;
    }
    if (rest.length > 0) {
      held.push(rest);
      heldBytes += rest.length;
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held);
}
