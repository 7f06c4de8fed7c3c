import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { FILE_PURPOSES } from '@quorum/shared';
import { createdAt, timestamptz } from './columns';

/**
 * What the server read from a media file's own bytes (never the client's word): a video's or a
 * sound's length, a PDF's page count, and the thumbnail it made or was sent beside the file.
 */
export interface MediaFacts {
  durationSeconds?: number;
  totalPages?: number;
  thumbnailKey?: string;
  width?: number;
  height?: number;
}

/**
 * A stored upload. The key names the bytes in storage; the row says who uploaded it, for what and
 * in which company, so a key can only be attached where it was uploaded for.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    /** Null for files about a person rather than a company (profile images). */
    companyId: uuid('company_id'),
    uploadedBy: uuid('uploaded_by').notNull(),
    purpose: text('purpose', { enum: FILE_PURPOSES }).notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    facts: jsonb('facts').$type<MediaFacts>(),
    createdAt: createdAt(),
    /**
     * When a mutation first attached the file (a logo, a picture, an attachment). An upload still
     * unattached a day later was abandoned, and the sweep deletes it with its bytes.
     */
    attachedAt: timestamptz('attached_at'),
  },
  (t) => [
    index('stored_files_company_idx').on(t.companyId, t.createdAt),
    index('stored_files_uploader_idx').on(t.uploadedBy),
    index('stored_files_unattached_idx')
      .on(t.createdAt)
      .where(sql`attached_at IS NULL`),
  ],
);
