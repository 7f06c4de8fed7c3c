import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded bytes live. The local-disk driver is the default; an S3 driver would implement
 * the same three calls for production fleets, where several API processes share one bucket.
 */
interface OldFileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or undefined when there is no such file. */
  read(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

/** Keys are made by the server (uuid.ext), never by callers; the check keeps paths inside root. */
const SAFE_KEY = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export function localDiskStorage(root: string): OldFileStorage {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async read(key) {
      if (!SAFE_KEY.test(key)) return undefined;
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
