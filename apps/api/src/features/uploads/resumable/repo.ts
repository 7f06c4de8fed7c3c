import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { resumableUploadChunks, resumableUploads } from '../../../db/schema';
import type { ResumableUploadStatus } from '../../../db/schema';

export type ResumableUploadRow = typeof resumableUploads.$inferSelect;

export async function insertUpload(db: Db, values: typeof resumableUploads.$inferInsert) {
  const [row] = await db.insert(resumableUploads).values(values).returning();
  return row!;
}

/** The company's upload, in any state; another company's reads as none. */
export async function findUpload(db: Db, companyId: string, uploadId: string) {
  const [row] = await db
    .select()
    .from(resumableUploads)
    .where(and(eq(resumableUploads.id, uploadId), eq(resumableUploads.companyId, companyId)));
  return row;
}

/** The chunks held, by index, in order. */
export async function heldChunks(db: Db, uploadId: string) {
  const rows = await db
    .select({ chunkIndex: resumableUploadChunks.chunkIndex })
    .from(resumableUploadChunks)
    .where(eq(resumableUploadChunks.uploadId, uploadId))
    .orderBy(asc(resumableUploadChunks.chunkIndex));
  return rows.map((row) => row.chunkIndex);
}

export async function countHeldChunks(db: Db, uploadId: string) {
  const [row] = await db
    .select({ held: sql<number>`count(*)::int` })
    .from(resumableUploadChunks)
    .where(eq(resumableUploadChunks.uploadId, uploadId));
  return row?.held ?? 0;
}

/** The storage's receipts for every chunk held, by index. */
export async function chunkReceipts(db: Db, uploadId: string) {
  return db
    .select({
      chunkIndex: resumableUploadChunks.chunkIndex,
      etag: resumableUploadChunks.etag,
    })
    .from(resumableUploadChunks)
    .where(eq(resumableUploadChunks.uploadId, uploadId))
    .orderBy(asc(resumableUploadChunks.chunkIndex));
}

/**
 * Keeps a chunk's receipt, if the upload is still open: a chunk sent again replaces its row. The
 * upload's `updated_at` moves, so the sweep sees it alive. Answers false when the upload closed
 * (finished or discarded) while the chunk was being stored.
 */
export async function keepChunk(
  db: Db,
  upload: { id: string; companyId: string },
  chunk: { chunkIndex: number; sizeBytes: number; sha256: string; etag: string },
  detectedType?: string,
) {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .update(resumableUploads)
      .set({ updatedAt: sql`now()`, ...(detectedType ? { detectedType } : {}) })
      .where(
        and(
          eq(resumableUploads.id, upload.id),
          eq(resumableUploads.companyId, upload.companyId),
          eq(resumableUploads.status, 'open'),
        ),
      )
      .returning({ id: resumableUploads.id });
    if (!open) return false;
    await tx
      .insert(resumableUploadChunks)
      .values({ uploadId: upload.id, ...chunk })
      .onConflictDoUpdate({
        target: [resumableUploadChunks.uploadId, resumableUploadChunks.chunkIndex],
        set: {
          sizeBytes: chunk.sizeBytes,
          sha256: chunk.sha256,
          etag: chunk.etag,
          receivedAt: sql`now()`,
        },
      });
    return true;
  });
}

/** Moves an upload from one of `from` to `to`; answers the row when it was in one of them. */
export async function moveUpload(
  db: Db,
  upload: { id: string; companyId: string },
  from: readonly ResumableUploadStatus[],
  to: ResumableUploadStatus,
) {
  const [row] = await db
    .update(resumableUploads)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(to === 'complete' ? { completedAt: sql`now()` } : {}),
    })
    .where(
      and(
        eq(resumableUploads.id, upload.id),
        eq(resumableUploads.companyId, upload.companyId),
        inArray(resumableUploads.status, [...from]),
      ),
    )
    .returning();
  return row;
}

/**
 * Takes an upload to finish it: an open one, or one whose finishing stopped midway (the process
 * ended) and has been still since `staleBefore`. Two calls at once: one gets it.
 */
export async function claimCompletion(
  db: Db,
  upload: { id: string; companyId: string },
  staleBefore: Date,
) {
  const [row] = await db
    .update(resumableUploads)
    .set({ status: 'completing', updatedAt: sql`now()` })
    .where(
      and(
        eq(resumableUploads.id, upload.id),
        eq(resumableUploads.companyId, upload.companyId),
        or(
          eq(resumableUploads.status, 'open'),
          and(
            eq(resumableUploads.status, 'completing'),
            lt(resumableUploads.updatedAt, staleBefore),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

/** Forgets an upload and, by cascade, its chunks' receipts. */
export async function deleteUpload(db: Db, uploadId: string) {
  await db.delete(resumableUploads).where(eq(resumableUploads.id, uploadId));
}

/**
 * Uploads the sweep ends: open or being finished and idle since `idleBefore`, discarded ones
 * whose storage was not cleaned yet, and finished ones past `finishedBefore` (their file has its
 * own row; the upload's is only a receipt).
 */
export async function sweepableUploads(
  db: Db,
  cutoffs: { idleBefore: Date; finishedBefore: Date },
  limit: number,
) {
  return db
    .select()
    .from(resumableUploads)
    .where(
      or(
        and(
          inArray(resumableUploads.status, ['open', 'completing']),
          lt(resumableUploads.updatedAt, cutoffs.idleBefore),
        ),
        eq(resumableUploads.status, 'discarded'),
        and(
          eq(resumableUploads.status, 'complete'),
          lt(resumableUploads.updatedAt, cutoffs.finishedBefore),
        ),
      ),
    )
    .orderBy(asc(resumableUploads.updatedAt))
    .limit(limit);
}

/** A company's uploads not finished: what storage may still hold parts of. */
export async function unfinishedUploads(db: Db, companyId: string) {
  return db
    .select()
    .from(resumableUploads)
    .where(
      and(
        eq(resumableUploads.companyId, companyId),
        inArray(resumableUploads.status, ['open', 'completing', 'discarded']),
      ),
    );
}
