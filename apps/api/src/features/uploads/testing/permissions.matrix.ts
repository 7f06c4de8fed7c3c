import { randomUUID } from 'node:crypto';
import type { FeatureMatrix } from '../../../testing/matrix';
import { resumableUploads } from '../../../db/schema';

/**
 * Uploads have no GraphQL operation; their REST routes are in http-permission-matrix.test.ts.
 * The seed gives each company a chunked upload under way (none of its chunks sent, so finishing
 * it is refused as incomplete and nothing changes) and a finished one (which cannot be discarded).
 */
export const uploadsMatrix: FeatureMatrix = {
  seed: async (db, company) => {
    const upload = (status: 'open' | 'complete') => ({
      companyId: company.id,
      createdBy: company.creatorId,
      purpose: 'announcement-media' as const,
      fileName: 'agm.mp4',
      declaredType: 'video/mp4',
      sizeBytes: 12 * 1024 * 1024,
      chunkBytes: 5 * 1024 * 1024,
      totalChunks: 3,
      storageKey: `${randomUUID()}.mp4`,
      multipartId: status === 'open' ? randomUUID() : null,
      status,
      completedAt: status === 'complete' ? new Date() : null,
    });
    const [open] = await db.insert(resumableUploads).values(upload('open')).returning();
    const [finished] = await db.insert(resumableUploads).values(upload('complete')).returning();
    return { resumableUpload: open!.id, finishedUpload: finished!.id };
  },
  operations: {},
};
