import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../types';

/**
 * What a driver's test gives the suite. Signed reads differ by driver: the S3 driver signs the
 * bucket's own address (the browser fetches the bucket directly), while the disk driver signs
 * nothing (signedReadUrl answers undefined) and the app's /files/:key link, HMAC-signed, serves
 * the bytes. `signedAddress` answers whichever of the two a browser would be sent to.
 */
export interface StorageHarness {
  storage: FileStorage;
  signedAddress(
    key: string,
    file: { contentType: string; fileName: string },
    signed: { at: Date; expiresInSeconds: number },
  ): Promise<string>;
  /** Multipart uploads (or their part files) begun and neither completed nor aborted. */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

/** 5 MiB: S3's smallest part but the last, and the size of an upload's chunk. */
const PART = 5 * 1024 * 1024;
const newKey = (ext = 'bin') => `${randomUUID()}.${ext}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function drain(body: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return {
    bytes: Buffer.concat(chunks),
    chunks: chunks.length,
    largest: Math.max(...chunks.map((c) => c.length)),
  };
}

/** A stream of `size` pseudo-random bytes made 1 MiB at a time, as it is read, and their hash. */
function generatedStream(size: number) {
  const hash = createHash('sha256');
  let made = 0;
  const stream = Readable.from(
    (function* () {
      while (made < size) {
        const piece = randomBytes(Math.min(1024 * 1024, size - made));
        made += piece.length;
        hash.update(piece);
        yield piece;
      }
    })(),
  );
  return { stream, digest: () => hash.digest('hex') };
}

/** The same behaviour of every FileStorage driver, run by each driver's own test file. */
export function describeStorageConformance(driver: string, start: () => Promise<StorageHarness>) {
  describe(`the ${driver} storage, as every driver behaves`, () => {
    let h: StorageHarness;
    beforeAll(async () => {
      h = await start();
    });
    afterAll(() => h?.close());

    it('gives back the bytes it was given, and their size', async () => {
      const key = newKey('png');
      const bytes = randomBytes(1000);
      await h.storage.put(key, bytes);
      expect(await h.storage.stat(key)).toEqual({ size: 1000 });
      const stored = await h.storage.read(key);
      expect(stored?.size).toBe(1000);
      expect((await drain(stored!.body)).bytes.equals(bytes)).toBe(true);
    });

    it('reads one byte range, answering the whole size beside it', async () => {
      const key = newKey();
      const bytes = randomBytes(1000);
      await h.storage.put(key, bytes);
      const stored = await h.storage.read(key, { start: 10, end: 19 });
      expect(stored?.size).toBe(1000);
      expect((await drain(stored!.body)).bytes.equals(bytes.subarray(10, 20))).toBe(true);
      const last = await h.storage.read(key, { start: 999, end: 999 });
      expect((await drain(last!.body)).bytes.equals(bytes.subarray(999))).toBe(true);
    });

    it('refuses a range past the end of the object', async () => {
      const key = newKey();
      await h.storage.put(key, randomBytes(100));
      await expect(h.storage.read(key, { start: 100, end: 100 })).rejects.toThrow(RangeError);
      await expect(h.storage.read(key, { start: 50, end: 100 })).rejects.toThrow(RangeError);
    });

    it('answers nothing for a key it does not hold, and removing one is not an error', async () => {
      const key = newKey();
      expect(await h.storage.read(key)).toBeUndefined();
      expect(await h.storage.read(key, { start: 0, end: 9 })).toBeUndefined();
      expect(await h.storage.stat(key)).toBeUndefined();
      await expect(h.storage.remove(key)).resolves.toBeUndefined();
    });

    it('removes an object, and a put under the same key replaces it', async () => {
      const key = newKey();
      await h.storage.put(key, Buffer.from('first'));
      await h.storage.put(key, Buffer.from('second, longer'));
      expect((await drain((await h.storage.read(key))!.body)).bytes.toString()).toBe(
        'second, longer',
      );
      await h.storage.remove(key);
      expect(await h.storage.stat(key)).toBeUndefined();
    });

    it('refuses a key the server did not make (a path, another folder)', async () => {
      for (const key of ['../outside.png', 'a/b.png', 'notes.txt', '']) {
        await expect(h.storage.put(key, Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
        expect(await h.storage.read(key)).toBeUndefined();
        expect(await h.storage.stat(key)).toBeUndefined();
      }
    });

    it('writes a 20 MB stream it never holds whole, and reads it back in small pieces', async () => {
      const key = newKey('mp4');
      const size = 20 * 1024 * 1024 + 123;
      const source = generatedStream(size);
      await h.storage.put(key, source.stream);
      expect(await h.storage.stat(key)).toEqual({ size });
      const stored = await h.storage.read(key);
      const hash = createHash('sha256');
      let chunks = 0;
      let largest = 0;
      for await (const chunk of stored!.body) {
        hash.update(chunk as Buffer);
        chunks += 1;
        largest = Math.max(largest, (chunk as Buffer).length);
      }
      expect(hash.digest('hex')).toBe(source.digest());
      // Delivered as a stream: many pieces, none near the object's size.
      expect(chunks).toBeGreaterThan(20);
      expect(largest).toBeLessThanOrEqual(1024 * 1024);
    });

    describe('multipart uploads', () => {
      const parts = [randomBytes(PART), randomBytes(PART), randomBytes(1234)];
      const whole = Buffer.concat(parts);

      it('joins parts sent out of order in the order of their numbers', async () => {
        const key = newKey('mp4');
        const id = await h.storage.multipart.begin(key);
        const receipts = [];
        for (const n of [3, 1, 2])
          receipts.push({
            partNumber: n,
            etag: await h.storage.multipart.putPart(key, id, n, parts[n - 1]!),
          });
        expect(await h.storage.stat(key)).toBeUndefined();
        await h.storage.multipart.complete(key, id, receipts);
        expect(await h.storage.stat(key)).toEqual({ size: 2 * PART + 1234 });
        expect(sha256((await drain((await h.storage.read(key))!.body)).bytes)).toBe(sha256(whole));
        expect(await h.leftovers()).toEqual([]);
      });

      it('keeps the bytes of a part sent a second time', async () => {
        const key = newKey('mp4');
        const id = await h.storage.multipart.begin(key);
        const first = await h.storage.multipart.putPart(key, id, 1, randomBytes(PART));
        const again = await h.storage.multipart.putPart(key, id, 1, parts[0]!);
        expect(again).not.toBe(first);
        const last = await h.storage.multipart.putPart(key, id, 2, parts[2]!);
        await h.storage.multipart.complete(key, id, [
          { partNumber: 2, etag: last },
          { partNumber: 1, etag: again },
        ]);
        const stored = await drain((await h.storage.read(key))!.body);
        expect(stored.bytes.equals(Buffer.concat([parts[0]!, parts[2]!]))).toBe(true);
      });

      it('refuses to complete with the receipt of bytes a part no longer holds', async () => {
        const key = newKey('mp4');
        const id = await h.storage.multipart.begin(key);
        const stale = await h.storage.multipart.putPart(key, id, 1, randomBytes(PART));
        await h.storage.multipart.putPart(key, id, 1, parts[0]!);
        const last = await h.storage.multipart.putPart(key, id, 2, parts[2]!);
        await expect(
          h.storage.multipart.complete(key, id, [
            { partNumber: 1, etag: stale },
            { partNumber: 2, etag: last },
          ]),
        ).rejects.toThrow();
        expect(await h.storage.stat(key)).toBeUndefined();
        await h.storage.multipart.abort(key, id);
      });

      it('leaves nothing behind when aborted, and refuses parts for it afterwards', async () => {
        const before = await h.leftovers();
        const key = newKey('mp4');
        const id = await h.storage.multipart.begin(key);
        await h.storage.multipart.putPart(key, id, 1, parts[0]!);
        await h.storage.multipart.putPart(key, id, 2, parts[2]!);
        expect(await h.leftovers()).toHaveLength(before.length + 1);
        await h.storage.multipart.abort(key, id);
        expect((await h.leftovers()).sort()).toEqual(before.sort());
        expect(await h.storage.stat(key)).toBeUndefined();
        await expect(h.storage.multipart.putPart(key, id, 3, parts[2]!)).rejects.toThrow();
        expect((await h.leftovers()).sort()).toEqual(before.sort());
        // Aborting again (a sweep retrying) is not an error.
        await expect(h.storage.multipart.abort(key, id)).resolves.toBeUndefined();
      });

      it('refuses to complete with a part never sent, writing nothing', async () => {
        const key = newKey('mp4');
        const id = await h.storage.multipart.begin(key);
        const etag = await h.storage.multipart.putPart(key, id, 1, parts[0]!);
        await expect(
          h.storage.multipart.complete(key, id, [
            { partNumber: 1, etag },
            { partNumber: 2, etag },
          ]),
        ).rejects.toThrow();
        expect(await h.storage.stat(key)).toBeUndefined();
        await h.storage.multipart.abort(key, id);
      });

      it('refuses to complete when a part but the last is under 5 MB, as S3 does', async () => {
        const key = newKey('mp4');
        const id = await h.storage.multipart.begin(key);
        const receipts = [
          { partNumber: 1, etag: await h.storage.multipart.putPart(key, id, 1, parts[2]!) },
          { partNumber: 2, etag: await h.storage.multipart.putPart(key, id, 2, parts[0]!) },
        ];
        await expect(h.storage.multipart.complete(key, id, receipts)).rejects.toThrow();
        expect(await h.storage.stat(key)).toBeUndefined();
        await h.storage.multipart.abort(key, id);
      });

      it('knows an upload only under the key it began with', async () => {
        const key = newKey('mp4');
        const id = await h.storage.multipart.begin(key);
        await expect(
          h.storage.multipart.putPart(newKey('mp4'), id, 1, parts[2]!),
        ).rejects.toThrow();
        await h.storage.multipart.abort(key, id);
      });
    });

    describe('signed addresses', () => {
      const file = { contentType: 'image/png', fileName: 'Q3 results.png' };
      const bytes = randomBytes(2048);
      let key: string;
      beforeAll(async () => {
        key = newKey('png');
        await h.storage.put(key, bytes);
      });
      const signedNow = () => h.signedAddress(key, file, { at: new Date(), expiresInSeconds: 300 });

      it('opens the object for a browser, with its type, its name and no shared caching', async () => {
        const response = await fetch(await signedNow());
        expect(response.status).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
        expect(response.headers.get('content-type')).toBe('image/png');
        expect(response.headers.get('content-disposition')).toBe(
          `inline; filename="Q3 results.png"; filename*=UTF-8''Q3%20results.png`,
        );
        expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
      });

      it('serves a byte range from the address, so media can seek', async () => {
        const response = await fetch(await signedNow(), { headers: { range: 'bytes=100-199' } });
        expect(response.status).toBe(206);
        expect(response.headers.get('content-range')).toBe('bytes 100-199/2048');
        expect(Buffer.from(await response.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(
          true,
        );
      });

      it('refuses an address whose signature was changed', async () => {
        const address = new URL(await signedNow());
        const name = [...address.searchParams.keys()].find((k) => /signature/i.test(k))!;
        const signature = address.searchParams.get(name)!;
        address.searchParams.set(name, `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
        const response = await fetch(address);
        expect(response.status).toBe(403);
        await response.arrayBuffer();
      });

      it('refuses an address once its time is up', async () => {
        const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
        const address = await h.signedAddress(key, file, { at: twoHoursAgo, expiresInSeconds: 60 });
        const response = await fetch(address);
        expect(response.status).toBe(403);
        await response.arrayBuffer();
      });
    });
  });
}
