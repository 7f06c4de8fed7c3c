import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { localDiskParts } from './local-disk-parts';
import { checkedKey, isSafeKey } from './keys';
import type { FileStorage } from './types';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `<root>/<first two characters of the key>/<key>`. A write goes to a temporary file
 * first and is renamed into place, so a reader never sees half a file and a failed write leaves
 * nothing under the key. Multipart uploads keep their parts under `<root>/.parts/<multipartId>/`.
 */
export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, key.slice(0, 2), checkedKey(key));
  const scratchDir = path.join(root, '.tmp');
  /** Writes through a temporary file, then renames it to the key's path. */
  const writeAtomically = async (key: string, write: (temporary: string) => Promise<void>) => {
    const file = pathOf(key);
    await Promise.all([
      mkdir(path.dirname(file), { recursive: true }),
      mkdir(scratchDir, { recursive: true }),
    ]);
    const temporary = path.join(scratchDir, `${randomUUID()}.tmp`);
    try {
      await write(temporary);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };

  return {
    driver: 'disk',
    async put(key, body) {
      await writeAtomically(key, (temporary) =>
        Buffer.isBuffer(body)
          ? writeFile(temporary, body)
          : pipeline(body, createWriteStream(temporary)),
      );
    },
    async read(key, range) {
      if (!isSafeKey(key)) return undefined;
      // The handle is opened first, so a file removed meanwhile is still read whole.
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        if (range && (range.start > range.end || range.end >= size))
          throw new RangeError(`range ${range.start}-${range.end} outside ${size} bytes`);
        // An empty file has no byte to read; a stream over it would ask for position -1.
        const body =
          size === 0
            ? Readable.from([])
            : handle.createReadStream({ start: range?.start ?? 0, end: range?.end ?? size - 1 });
        if (size === 0) await handle.close();
        return { size, body };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async stat(key) {
      if (!isSafeKey(key)) return undefined;
      try {
        return { size: (await stat(pathOf(key))).size };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    multipart: localDiskParts(root, writeAtomically),
    signedReadUrl: () => Promise.resolve(undefined),
  };
}
