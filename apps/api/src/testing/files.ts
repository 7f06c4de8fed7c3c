import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A real 1×1 GIF: an image, but not one the spec accepts for logos. */
export const TINY_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

/** The start of a Windows executable ("MZ"), as a renamed .exe would begin. */
export const FAKE_EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(512),
]);

/** A PNG padded to the given size: its signature says PNG, its length says too big. */
export const pngOfSize = (bytes: number) =>
  Buffer.concat([TINY_PNG, Buffer.alloc(Math.max(0, bytes - TINY_PNG.length))]);

/** Posts one file to /files/:purpose as a browser's multipart form would. */
export async function uploadFile(
  app: FastifyInstance,
  purpose: string,
  file: { bytes: Buffer; filename: string; type?: string },
  accessToken?: string,
) {
  const boundary = `----quorum-${randomUUID()}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`;
  const response = await app.inject({
    method: 'POST',
    url: `/files/${purpose}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return {
    status: response.statusCode,
    body: response.json() as { key?: string; url?: string; code?: string; message?: string },
  };
}
