import { describe, expect, it } from 'vitest';
import { fileOriginOf, localDiskStorage, s3Storage } from './index';

const settings = {
  bucket: 'quorum-files',
  region: 'ap-southeast-2',
  endpoint: undefined,
  accessKeyId: 'AKIAEXAMPLE',
  secretAccessKey: 'secret-example',
  forcePathStyle: false,
};

describe('where a browser fetches stored files from', () => {
  it('is the app itself for files on disk', async () => {
    expect(await fileOriginOf(localDiskStorage('/tmp/quorum-none'))).toBeUndefined();
  });

  it('is the bucket’s own host on AWS, and the service’s address with the bucket in the path', async () => {
    expect(await fileOriginOf(s3Storage(settings))).toBe(
      'https://quorum-files.s3.ap-southeast-2.amazonaws.com',
    );
    expect(
      await fileOriginOf(
        s3Storage({
          ...settings,
          endpoint: 'https://minio.example.com:9000',
          forcePathStyle: true,
        }),
      ),
    ).toBe('https://minio.example.com:9000');
  });
});
