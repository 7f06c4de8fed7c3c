import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkedKey, isSafeKey } from './keys';
import { piecesOf } from './pieces';
import type { FileStorage, StoredPart } from './types';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, a local test server); AWS's own when unset. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (`endpoint/bucket/key`), as most S3-compatible services want. */
  forcePathStyle: boolean;
}

/**
 * A stream of unknown length is written in parts of this size, one at a time: the most it holds
 * is one part. 8 MiB is over S3's 5 MiB minimum part, and 10,000 of them make 80 GiB.
 */
const STREAM_PART_BYTES = 8 * 1024 * 1024;

/** S3's answer to a call on something that is not there: the code, or a bare 404 (HEAD). */
const isMissing = (error: unknown, code: string) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === code || failure.$metadata?.httpStatusCode === 404;
};

/** Objects in one bucket, keyed as on disk; signed GET addresses let browsers fetch directly. */
export function s3Storage(settings: S3Settings, client = s3ClientFor(settings)): FileStorage {
  const Bucket = settings.bucket;

  const putWhole = async (Key: string, Body: Buffer) => {
    await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentLength: Body.length }));
  };

  const storage: FileStorage = {
    driver: 's3',
    async put(key, body) {
      const Key = checkedKey(key);
      if (Buffer.isBuffer(body)) return putWhole(Key, body);
      // S3 wants a length before the bytes: a stream goes whole when it fits in one part, else
      // part by part, never more than one part in memory.
      const pieces = piecesOf(body, STREAM_PART_BYTES);
      const first = await pieces.next();
      if (first.done) return putWhole(Key, Buffer.alloc(0));
      const second = await pieces.next();
      if (second.done) return putWhole(Key, first.value);
      const multipartId = await storage.multipart.begin(Key);
      try {
        const parts: StoredPart[] = [];
        const send = async (bytes: Buffer) => {
          const partNumber = parts.length + 1;
          const etag = await storage.multipart.putPart(Key, multipartId, partNumber, bytes);
          parts.push({ partNumber, etag });
        };
        await send(first.value);
        await send(second.value);
        for await (const bytes of pieces) await send(bytes);
        await storage.multipart.complete(Key, multipartId, parts);
      } catch (error) {
        body.destroy();
        await storage.multipart.abort(Key, multipartId).catch(() => undefined);
        throw error;
      }
    },
    async read(key, range) {
      if (!isSafeKey(key)) return undefined;
      let answer;
      try {
        answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
      } catch (error) {
        if (isMissing(error, 'NoSuchKey')) return undefined;
        if ((error as { name?: string }).name === 'InvalidRange')
          throw new RangeError(`range ${range?.start}-${range?.end} outside ${key}`);
        throw error;
      }
      const body = answer.Body as Readable;
      // A ranged answer names the whole size after the slash; S3 cuts a range running past the
      // end, which the disk driver refuses: refused here too, so both answer alike.
      const size = range
        ? Number(/\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1])
        : Number(answer.ContentLength);
      if (range && !(range.end < size && range.start <= range.end)) {
        body.destroy();
        throw new RangeError(`range ${range.start}-${range.end} outside ${size} bytes`);
      }
      return { size, body };
    },
    async stat(key) {
      if (!isSafeKey(key)) return undefined;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: Number(head.ContentLength) };
      } catch (error) {
        if (isMissing(error, 'NotFound')) return undefined;
        throw error;
      }
    },
    async remove(key) {
      // Deleting a key that is not there succeeds in S3 too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    multipart: {
      async begin(key) {
        const answer = await client.send(
          new CreateMultipartUploadCommand({ Bucket, Key: checkedKey(key) }),
        );
        if (!answer.UploadId) throw new Error(`no multipart upload id for ${key}`);
        return answer.UploadId;
      },
      async putPart(key, multipartId, partNumber, bytes) {
        const answer = await client.send(
          new UploadPartCommand({
            Bucket,
            Key: checkedKey(key),
            UploadId: multipartId,
            PartNumber: partNumber,
            Body: bytes,
            ContentLength: bytes.length,
          }),
        );
        if (!answer.ETag) throw new Error(`no receipt for part ${partNumber} of ${key}`);
        return answer.ETag;
      },
      async complete(key, multipartId, parts) {
        // S3 wants the parts in ascending order; they may have arrived in any.
        const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: checkedKey(key),
            UploadId: multipartId,
            MultipartUpload: {
              Parts: ordered.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
            },
          }),
        );
      },
      async abort(key, multipartId) {
        try {
          await client.send(
            new AbortMultipartUploadCommand({
              Bucket,
              Key: checkedKey(key),
              UploadId: multipartId,
            }),
          );
        } catch (error) {
          if (!isMissing(error, 'NoSuchUpload')) throw error;
        }
      },
    },
    signedReadUrl(key, options) {
      const command = new GetObjectCommand({
        Bucket,
        Key: checkedKey(key),
        ResponseContentType: options.contentType,
        ResponseContentDisposition: options.contentDisposition,
        ResponseCacheControl: options.cacheControl,
      });
      return getSignedUrl(client, command, { expiresIn: options.expiresInSeconds });
    },
  };
  return storage;
}

export function s3ClientFor(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's
    // default CRC32 trailers, and every body here is sent with its length.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
