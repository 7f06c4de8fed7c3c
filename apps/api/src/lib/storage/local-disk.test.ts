import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
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
