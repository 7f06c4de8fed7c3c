// The storage settings of the environment (lib/storage): where uploaded files live. config.ts
// reads them with the rest.
import { z } from 'zod';
import type { S3Settings } from './lib/storage/s3';

/** Blank means unset, as an env file's `S3_ENDPOINT=` line means no value. */
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

export const STORAGE_ENV = {
  // `disk` (UPLOADS_DIR) by default; `s3` for a bucket that several API processes share.
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: optionalText,
  // An S3-compatible service's address (MinIO, Cloudflare R2, …); AWS's own when unset.
  S3_ENDPOINT: z
    .string()
    .trim()
    .transform((url) => url || undefined)
    .pipe(z.url({ protocol: /^https?$/ }).optional())
    .optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .default(false),
};

type StorageEnv = z.infer<z.ZodObject<typeof STORAGE_ENV>> & { NODE_ENV: string };

export type StorageConfig = { driver: 'disk' } | { driver: 's3'; s3: S3Settings };

export function storageConfigOf(e: StorageEnv): StorageConfig {
  if (e.STORAGE !== 's3' || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)
    return { driver: 'disk' };
  return {
    driver: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
  };
}

/** The s3 driver needs its bucket and keys: without them a start is refused, never sent to disk. */
export function storageProblems(e: StorageEnv): string[] {
  if (e.STORAGE !== 's3') return [];
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('S3_BUCKET: required when STORAGE is s3');
  if (!e.S3_ACCESS_KEY_ID) problems.push('S3_ACCESS_KEY_ID: required when STORAGE is s3');
  if (!e.S3_SECRET_ACCESS_KEY) problems.push('S3_SECRET_ACCESS_KEY: required when STORAGE is s3');
  // Investors' files and the keys' signatures would cross the network in clear.
  if (e.NODE_ENV === 'production' && e.S3_ENDPOINT?.startsWith('http://'))
    problems.push('S3_ENDPOINT: must be an https:// address in production');
  return problems;
}
