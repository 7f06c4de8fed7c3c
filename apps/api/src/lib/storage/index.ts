// Stored files: the interface and its drivers, chosen by configuration (STORAGE).
import type { Config } from '../../config';
import { localDiskStorage } from './local-disk';
import { s3Storage } from './s3';
import type { FileStorage } from './types';

export * from './types';
export { localDiskStorage } from './local-disk';
export { s3Storage } from './s3';

/** The driver the configuration names: files under uploadsDir, or in the S3 bucket. */
export function storageFrom(config: Pick<Config, 'storage' | 'uploadsDir'>): FileStorage {
  return config.storage.driver === 's3'
    ? s3Storage(config.storage.s3)
    : localDiskStorage(config.uploadsDir);
}

/**
 * The origin browsers fetch stored files from when it is not the app's own (a bucket's, seen in
 * an address signed for nothing in particular), for the page's security policy.
 */
export async function fileOriginOf(storage: FileStorage): Promise<string | undefined> {
  const address = await storage.signedReadUrl('00000000-0000-0000-0000-000000000000.png', {
    expiresInSeconds: 60,
    contentType: 'image/png',
    contentDisposition: 'inline',
    cacheControl: 'no-store',
  });
  return address ? new URL(address).origin : undefined;
}
