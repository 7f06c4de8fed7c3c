import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { FilePurpose } from '@quorum/shared';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { companies } from './companies';

export const RESUMABLE_UPLOAD_STATUSES = ['open', 'completing', 'complete', 'discarded'] as const;
export type ResumableUploadStatus = (typeof RESUMABLE_UPLOAD_STATUSES)[number];

/**
 * A large file sent in chunks (spec §4 Uploads; the resume protocol is ours, in the manner of
 * tus). Created first with the file's size and type; the server then knows which chunks it holds,
 * so a dropped connection or a reload resumes instead of restarting. `storage_key` is the final
 * object's key, fixed at creation; `multipart_id` is the storage's own multipart upload.
 */
export const resumableUploads = pgTable(
  'resumable_uploads',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').notNull(),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    fileName: text('file_name').notNull(),
    declaredType: text('declared_type').notNull(),
    /** What the first chunk's magic bytes say, once it has arrived. */
    detectedType: text('detected_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    chunkBytes: integer('chunk_bytes').notNull(),
    totalChunks: integer('total_chunks').notNull(),
    /** The whole file's SHA-256 (hex), when the client sent it: checked on completion. */
    sha256: text('sha256'),
    storageKey: text('storage_key').notNull().unique(),
    multipartId: text('multipart_id'),
    status: text('status').$type<ResumableUploadStatus>().notNull().default('open'),
    createdAt: createdAt(),
    /** The last chunk or call: an open upload idle for a day is swept with its chunks. */
    updatedAt: updatedAt(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    index('resumable_uploads_company_idx').on(t.companyId, t.createdAt.desc()),
    index('resumable_uploads_idle_idx')
      .on(t.updatedAt)
      .where(sql`status IN ('open', 'completing', 'discarded')`),
  ],
);

/** A chunk the server holds: sent again, it replaces itself (idempotent by index). */
export const resumableUploadChunks = pgTable(
  'resumable_upload_chunks',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => resumableUploads.id, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** The storage's receipt for the part (S3's ETag; the disk driver's own). */
    etag: text('etag').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.chunkIndex] })],
);
