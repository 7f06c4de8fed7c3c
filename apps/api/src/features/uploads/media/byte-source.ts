import { Readable } from 'node:stream';
import type { FileStorage } from '../../../lib/storage';

/**
 * A file's bytes as the media readers need them: a few bytes at a place (an MP4's boxes), the
 * whole as a stream (a sound's frames), or the whole in memory where the reader needs it and the
 * type's cap keeps it small (a PDF's or an image's 50 MB). The same readers serve a whole-file
 * upload still in memory and a chunked one already in storage.
 */
export interface ByteSource {
  readonly size: number;
  /** Bytes start..end inclusive, clipped to the file's end. */
  read(start: number, end: number): Promise<Buffer>;
  stream(): Promise<Readable>;
}

export function bufferSource(bytes: Buffer): ByteSource {
  return {
    size: bytes.length,
    read: (start, end) =>
      Promise.resolve(bytes.subarray(start, Math.min(end, bytes.length - 1) + 1)),
    // A byte stream, not an object stream: readers count its bytes.
    stream: () => Promise.resolve(Readable.from([bytes], { objectMode: false })),
  };
}

/** An object in storage, read by ranges or streamed; never held whole unless asked. */
export function storedSource(storage: FileStorage, key: string, size: number): ByteSource {
  const open = async (range?: { start: number; end: number }) => {
    const object = await storage.read(key, range);
    if (!object) throw new Error(`stored object ${key} is missing`);
    return object.body;
  };
  return {
    size,
    async read(start, end) {
      const last = Math.min(end, size - 1);
      if (start > last) return Buffer.alloc(0);
      return collect(await open({ start, end: last }));
    },
    stream: () => open(),
  };
}

/** The whole of a stream in memory: only for sources whose cap makes that safe. */
export async function collect(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part));
  return Buffer.concat(parts);
}
