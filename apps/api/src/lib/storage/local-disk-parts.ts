import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredPart } from './types';

const MULTIPART_ID = /^[0-9a-f-]{36}$/;
/** S3's bounds, kept on disk too so a caller that works here works there. */
const MAX_PART_NUMBER = 10_000;
/** Every part but the last must be at least 5 MiB (S3's EntityTooSmall). */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
const KEY_FILE = 'key';

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/**
 * Multipart uploads on disk: each part is a file `<root>/.parts/<multipartId>/<partNumber>` (a
 * part sent again replaces its file), joined by streaming into the key's file on complete. A part's
 * receipt is the MD5 of its bytes, as S3's ETag is, so complete can tell a stale receipt.
 */
export function localDiskParts(
  root: string,
  writeAtomically: (key: string, write: (temporary: string) => Promise<void>) => Promise<void>,
): FileStorage['multipart'] {
  const partsRoot = path.join(root, '.parts');
  const dirOf = (multipartId: string) => {
    if (!MULTIPART_ID.test(multipartId))
      throw new Error(`unknown multipart upload: ${multipartId}`);
    return path.join(partsRoot, multipartId);
  };
  /** The upload's folder, once its key is the one it began with. */
  const openUpload = async (key: string, multipartId: string) => {
    const dir = dirOf(multipartId);
    const begunFor = await readFile(path.join(dir, KEY_FILE), 'utf8').catch(() => undefined);
    if (begunFor !== key) throw new Error(`unknown multipart upload: ${multipartId} for ${key}`);
    return dir;
  };

  return {
    async begin(key) {
      const multipartId = randomUUID();
      const dir = dirOf(multipartId);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, KEY_FILE), key);
      return multipartId;
    },
    async putPart(key, multipartId, partNumber, bytes) {
      if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER)
        throw new RangeError(`part number ${partNumber} outside 1..${MAX_PART_NUMBER}`);
      const dir = await openUpload(key, multipartId);
      // Written aside and renamed, so a part sent twice at once leaves one whole copy.
      const temporary = path.join(dir, `${partNumber}.${randomUUID()}.tmp`);
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path.join(dir, String(partNumber)));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return md5(bytes);
    },
    async complete(key, multipartId, parts) {
      const dir = await openUpload(key, multipartId);
      const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
      if (ordered.length === 0) throw new Error('a multipart upload needs at least one part');
      const sizes = await Promise.all(
        ordered.map((part) =>
          stat(path.join(dir, String(part.partNumber))).then(
            (file) => file.size,
            () => undefined,
          ),
        ),
      );
      ordered.forEach((part, index) => {
        const size = sizes[index];
        if (size === undefined) throw new Error(`part ${part.partNumber} was never sent`);
        if (index < ordered.length - 1 && size < MIN_PART_BYTES)
          throw new Error(`part ${part.partNumber} is under 5 MiB and not the last`);
      });
      await writeAtomically(key, (temporary) =>
        pipeline(joinedParts(dir, ordered), createWriteStream(temporary)),
      );
      await rm(dir, { recursive: true, force: true });
    },
    async abort(_key, multipartId) {
      await rm(dirOf(multipartId), { recursive: true, force: true });
    },
  };
}

/** The parts' bytes one after the other, each checked to be the bytes its receipt names. */
async function* joinedParts(dir: string, parts: readonly StoredPart[]) {
  for (const part of parts) {
    const hash = createHash('md5');
    for await (const chunk of createReadStream(path.join(dir, String(part.partNumber)))) {
      hash.update(chunk as Buffer);
      yield chunk as Buffer;
    }
    if (hash.digest('hex') !== part.etag.replaceAll('"', ''))
      throw new Error(`part ${part.partNumber} is not the one its receipt names`);
  }
}
