import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const BASE = { JWT_SECRET: 'x'.repeat(40) };
const S3 = {
  ...BASE,
  STORAGE: 's3',
  S3_BUCKET: 'quorum-files',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
};
/** A production environment that passes every other check. */
const PRODUCTION = {
  ...BASE,
  NODE_ENV: 'production',
  APP_URL: 'https://ir.example.com',
  SMTP_URL: 'smtps://mail.example.com:465',
  BILLING_DRIVER: 'none',
  SUPPORT_EMAIL: 'support@ir.example.com',
};

describe('storage configuration', () => {
  it('keeps files on disk under UPLOADS_DIR unless told otherwise, in production too', () => {
    expect(loadConfig(BASE).storage).toEqual({ driver: 'disk' });
    expect(loadConfig({ ...BASE, UPLOADS_DIR: '/srv/files' }).uploadsDir).toBe('/srv/files');
    expect(loadConfig(PRODUCTION).storage).toEqual({ driver: 'disk' });
  });

  it('reads the bucket, its address and keys for STORAGE=s3', () => {
    expect(loadConfig(S3).storage).toEqual({
      driver: 's3',
      s3: {
        bucket: 'quorum-files',
        region: 'us-east-1',
        endpoint: undefined,
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret-example',
        forcePathStyle: false,
      },
    });
    const minio = loadConfig({
      ...S3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'ap-southeast-2',
      S3_FORCE_PATH_STYLE: 'true',
    }).storage;
    expect(minio).toMatchObject({
      s3: { endpoint: 'http://127.0.0.1:9000', region: 'ap-southeast-2', forcePathStyle: true },
    });
    expect(loadConfig({ ...S3, S3_ENDPOINT: '' }).storage).toMatchObject({
      s3: { endpoint: undefined },
    });
  });

  it('refuses to start with STORAGE=s3 and no bucket or keys, naming each', () => {
    const refusal = () =>
      loadConfig({ ...BASE, STORAGE: 's3', S3_ACCESS_KEY_ID: ' ', S3_SECRET_ACCESS_KEY: '' });
    expect(refusal).toThrow(/S3_BUCKET: required when STORAGE is s3/);
    expect(refusal).toThrow(/S3_ACCESS_KEY_ID: required when STORAGE is s3/);
    expect(refusal).toThrow(/S3_SECRET_ACCESS_KEY: required when STORAGE is s3/);
    expect(() => loadConfig({ ...BASE, STORAGE: 'gcs' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'ftp://files' })).toThrow(/S3_ENDPOINT/);
  });

  it('refuses a bucket reached in clear in production', () => {
    expect(() =>
      loadConfig({ ...PRODUCTION, ...S3, S3_ENDPOINT: 'http://minio.internal:9000' }),
    ).toThrow(/S3_ENDPOINT: must be an https:\/\/ address in production/);
    expect(
      loadConfig({ ...PRODUCTION, ...S3, S3_ENDPOINT: 'https://minio.internal' }).storage.driver,
    ).toBe('s3');
  });
});
