import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KeyRing } from '../../core/keys';
import { FileUrlSigner } from '../../features/uploads/signed-urls';
import { insertStoredFile } from '../../features/uploads/repo';
import { createTestApp } from '../../testing/test-app';
import { localDiskStorage } from './local-disk';
import { describeStorageConformance } from './testing/storage-conformance';

/**
 * On disk, a browser is sent the app's own /files/:key link (HMAC-signed, expiring); the app
 * finds the file's row and streams the bytes. The harness makes that row and that link.
 */
describeStorageConformance('disk', async () => {
  const t = await createTestApp();
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const storage = localDiskStorage(t.config.uploadsDir);
  const links = new FileUrlSigner(new KeyRing(t.config.authKeys));
  const partsDir = path.join(t.config.uploadsDir, '.parts');
  return {
    storage,
    async signedAddress(key, file, signed) {
      await insertStoredFile(t.database.db, {
        key,
        companyId: null,
        uploadedBy: randomUUID(),
        purpose: 'company-logo',
        contentType: file.contentType,
        sizeBytes: (await storage.stat(key))!.size,
        originalName: file.fileName,
      }).catch(() => undefined);
      return `${base}${links.url(key, signed.at.getTime(), signed.expiresInSeconds)}`;
    },
    leftovers: () => readdir(partsDir).catch(() => []),
    close: () => t.close(),
  };
});

describe('the disk driver’s multipart join', () => {
  it('joins a 12-part upload (60 MB) into one file without a listener per part piling up', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'quorum-disk-join-'));
    const storage = localDiskStorage(root);
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const key = `${randomUUID()}.mp4`;
      const id = await storage.multipart.begin(key);
      const part = randomBytes(5 * 1024 * 1024);
      const receipts = [];
      for (let n = 1; n <= 12; n += 1)
        receipts.push({ partNumber: n, etag: await storage.multipart.putPart(key, id, n, part) });
      await storage.multipart.complete(key, id, receipts);
      expect(await storage.stat(key)).toEqual({ size: 12 * 5 * 1024 * 1024 });
      expect(await readdir(path.join(root, '.parts'))).toEqual([]);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await rm(root, { recursive: true, force: true });
    }
  });
});
