import { sql } from 'drizzle-orm';
import { STORAGE_QUOTAS, messages } from '@quorum/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { conflict } from '../../core/errors';

const GB = 1024 ** 3;
const inGb = (bytes: number) => (bytes / GB).toFixed(1);

/**
 * Refuses an upload that would take its uploader, or their company, past the storage quota (5 GB
 * a person, 25 GB a company). Runs in the transaction that records the file, under a lock per
 * uploader and company, so two uploads at once cannot both slip under the line.
 */
export async function checkStorageQuota(
  tx: Db,
  upload: { userId: string; companyId: string | null; sizeBytes: number },
) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('uploads:' || ${upload.userId}))`);
  if (upload.companyId)
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext('uploads:' || ${upload.companyId}))`,
    );
  const [used] = rowsOf<{ person: string; company: string }>(
    await tx.execute(sql`
      SELECT
        (SELECT coalesce(sum(size_bytes), 0) FROM stored_files WHERE uploaded_by = ${upload.userId})::text AS person,
        (SELECT coalesce(sum(size_bytes), 0) FROM stored_files
          WHERE company_id = ${upload.companyId})::text AS company`),
  );
  const person = Number(used?.person ?? 0);
  const company = Number(used?.company ?? 0);
  if (person + upload.sizeBytes > STORAGE_QUOTAS.perPersonBytes)
    throw conflict(messages.quota.personFull(inGb(person), STORAGE_QUOTAS.perPersonBytes / GB));
  if (upload.companyId && company + upload.sizeBytes > STORAGE_QUOTAS.perCompanyBytes)
    throw conflict(messages.quota.companyFull(inGb(company), STORAGE_QUOTAS.perCompanyBytes / GB));
}
