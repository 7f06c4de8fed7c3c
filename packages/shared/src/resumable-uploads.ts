import { z } from 'zod';
import type { AnnouncementMedia } from './announcements';
import { messages } from './messages';

/**
 * Large files in chunks (spec §4 Uploads, §7 uploadChunk). The spec's call carries no upload id,
 * so resuming is ours, in the manner of tus: an upload is created first, each chunk is checksummed
 * and idempotent, a status call lists the chunks held, and the upload is finished or discarded.
 *
 *   POST   /uploads                               createUploadSchema → 201 ResumableUploadView
 *   PUT    /uploads/:uploadId/chunks/:chunkIndex  raw bytes, x-chunk-sha256 → 200 ChunkReceipt
 *   GET    /uploads/:uploadId                     → 200 ResumableUploadView
 *   POST   /uploads/:uploadId/complete            → 200 MediaUploadResult (idempotent)
 *   DELETE /uploads/:uploadId                     → 204
 */

/** The purposes that may be sent in chunks: only an announcement's attachment is that large. */
export const RESUMABLE_PURPOSES = ['announcement-media'] as const;
export type ResumablePurpose = (typeof RESUMABLE_PURPOSES)[number];

/** The header that carries a chunk's SHA-256 (hex), and the optional one with the chunk count. */
export const CHUNK_HEADERS = {
  sha256: 'x-chunk-sha256',
  totalChunks: 'x-total-chunks',
} as const;

const SHA256_HEX = /^[0-9a-f]{64}$/i;

/** POST /uploads: what the file is said to be. The server checks the bytes themselves later. */
export const createUploadSchema = z.object({
  purpose: z.enum(RESUMABLE_PURPOSES, { error: messages.uploads.invalidPurpose }),
  fileName: z.string({ error: messages.uploads.nothingSelected }).trim().min(1).max(255),
  size: z
    .number({ error: messages.uploads.nothingSelected })
    .int()
    .min(1, messages.uploads.nothingSelected)
    .max(Number.MAX_SAFE_INTEGER),
  type: z.string().trim().max(255),
  sha256: z
    .string()
    .regex(SHA256_HEX)
    .transform((hex) => hex.toLowerCase())
    .optional(),
});
export type CreateUploadInput = z.input<typeof createUploadSchema>;

export const RESUMABLE_UPLOAD_STATES = ['open', 'completing', 'complete'] as const;

/** An upload as POST /uploads and GET /uploads/:uploadId answer it. */
export interface ResumableUploadView {
  uploadId: string;
  fileName: string;
  size: number;
  chunkBytes: number;
  totalChunks: number;
  status: (typeof RESUMABLE_UPLOAD_STATES)[number];
  /** The chunks the server holds, by index, in order: a client sends the others. */
  heldChunks: number[];
}

/** PUT /uploads/:uploadId/chunks/:chunkIndex's answer: the chunk kept, and how many are held. */
export interface ChunkReceipt {
  chunkIndex: number;
  heldChunks: number;
}

/**
 * The spec's uploadChunk result (attachmentDuration, key, thumbnailKey) with the rest of what the
 * server read from the bytes, answered by both the whole-file route (POST
 * /files/announcement-media) and the chunked one's completion. Nulls where not applicable.
 */
export interface MediaUploadResult {
  key: string;
  url: string;
  thumbnailKey: string | null;
  thumbnailUrl: string | null;
  /** Seconds, for audio and video. */
  attachmentDuration: number | null;
  /** Pages, for a PDF. */
  attachmentTotalPages: number | null;
  /** Bytes. */
  attachmentSize: number;
  /** The type the bytes are (magic numbers), never the one the client declared. */
  attachmentType: string;
  media: AnnouncementMedia;
  fileName: string;
}

/** What kind of attachment a file of this (detected) type is: the spec's `media`. */
export function mediaKindOf(type: string): AnnouncementMedia | undefined {
  if (type === 'application/pdf') return 'pdf';
  const [family] = type.split('/');
  if (family === 'image' || family === 'video' || family === 'audio') return family;
  return undefined;
}
