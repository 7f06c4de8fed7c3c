import { vi } from 'vitest';
import { s3Storage } from './s3';
import { startLocalS3 } from './testing/local-s3';
import { describeStorageConformance } from './testing/storage-conformance';

/**
 * Against s3rver, a local S3 started on a free port in a temporary folder. A browser is sent the
 * bucket's own presigned address, which carries the response's type, disposition and cache rule.
 */
describeStorageConformance('S3', async () => {
  const s3 = await startLocalS3();
  const storage = s3Storage(s3.settings);
  return {
    storage,
    async signedAddress(key, file, signed) {
      // The presigner dates its signature from the clock: an old signature is one made then.
      vi.useFakeTimers({ toFake: ['Date'], now: signed.at });
      try {
        return (await storage.signedReadUrl(key, {
          expiresInSeconds: signed.expiresInSeconds,
          contentType: file.contentType,
          contentDisposition: `inline; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          cacheControl: 'private, max-age=3600',
        }))!;
      } finally {
        vi.useRealTimers();
      }
    },
    leftovers: () => s3.openMultipartUploads(),
    close: () => s3.close(),
  };
});
