import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from '@20minutes/s3rver';
import type { S3rverContext } from '@20minutes/s3rver';
import type { S3Settings } from '../s3';
import { checkPresignedRequest } from './presigned-check';

const BUCKET = 'quorum-test';
/** S3's least part but the last (EntityTooSmall). */
const MIN_PART_BYTES = 5 * 1024 * 1024;
// s3rver's own account.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface LocalS3 {
  settings: S3Settings;
  /** The multipart uploads begun and neither completed nor aborted. */
  openMultipartUploads(): Promise<string[]>;
  close(): Promise<void>;
}

function refuse(ctx: S3rverContext, status: number, code: string, message: string) {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

async function bodyOf(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * s3rver (a local S3 on a free port, in a temporary folder) with one bucket, and a middleware in
 * front where s3rver and S3 differ on what the storage tests check:
 * - a presigned address is checked as S3 checks it (s3rver encodes the `'` of `filename*=UTF-8''`
 *   as encodeURIComponent does, not as SigV4 wants, so it refuses good signatures);
 * - AbortMultipartUpload (missing from s3rver) drops the upload's parts;
 * - a part, completion or abort for an upload that is not open is NoSuchUpload (s3rver makes one);
 * - completing with a part never sent, or with a receipt that is not the part's, is InvalidPart
 *   (s3rver crashes on the first and ignores the second), and with a part under 5 MiB but the
 *   last, EntityTooSmall (s3rver takes any size).
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'quorum-s3-'));
  const uploadsDir = path.join(directory, BUCKET, '._S3rver_uploads');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
    vhostBuckets: false,
  });

  server.middleware.unshift(async (ctx, next) => {
    const query = ctx.query;
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && query['X-Amz-Algorithm']) {
      const verdict = checkPresignedRequest(ctx, SECRET_ACCESS_KEY);
      if (verdict === 'mismatch')
        return refuse(ctx, 403, 'SignatureDoesNotMatch', 'The request signature does not match.');
      if (verdict === 'expired') return refuse(ctx, 403, 'AccessDenied', 'Request has expired');
      // Checked: s3rver serves it as a request of its account, with the response overrides.
      ctx.query = Object.fromEntries(
        Object.entries(query).filter(([name]) => !name.startsWith('X-Amz-')),
      );
      ctx.state.account = { id: ACCESS_KEY_ID };
      return next();
    }

    const uploadId = query.uploadId;
    if (uploadId === undefined || !ctx.path.startsWith(`/${BUCKET}/`)) return next();
    const key = decodeURIComponent(ctx.path.slice(BUCKET.length + 2));
    const dir = path.join(uploadsDir, uploadId);
    const begunFor = /^[0-9a-f]+$/.test(uploadId)
      ? await readFile(path.join(dir, 'key'), 'utf8').catch(() => undefined)
      : undefined;
    if (begunFor !== key)
      return refuse(ctx, 404, 'NoSuchUpload', 'The specified upload does not exist.');
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = null;
      return;
    }
    if (ctx.method === 'POST') {
      const xml = await bodyOf(ctx.req);
      const parts = [...xml.matchAll(/<Part>.*?<\/Part>/gs)].map(([part]) => ({
        number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(part)?.[1]),
        etag: /<ETag>([^<]*)<\/ETag>/.exec(part)?.[1]?.replace(/&quot;|"/g, ''),
      }));
      for (const [index, part] of parts.entries()) {
        const held = await readFile(path.join(dir, `${part.number}.md5`), 'utf8').catch(() => '');
        if (held === '' || held !== part.etag)
          return refuse(
            ctx,
            400,
            'InvalidPart',
            'One or more of the specified parts could not be found.',
          );
        const { size } = await stat(path.join(dir, String(part.number)));
        if (index < parts.length - 1 && size < MIN_PART_BYTES)
          return refuse(
            ctx,
            400,
            'EntityTooSmall',
            'Your proposed upload is smaller than the minimum allowed size.',
          );
      }
      // s3rver reads the list itself.
      ctx.req = Readable.from([Buffer.from(xml)]) as unknown as IncomingMessage;
    }
    return next();
  });

  const { port } = await server.run();
  return {
    settings: {
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      forcePathStyle: true,
    },
    openMultipartUploads: () => readdir(uploadsDir).catch(() => []),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
