import { validate as isUuid } from 'uuid';
import type { Db } from '../../db/client';
import type { AnnouncementInfo } from '../../db/schema';
import * as repo from './repo';

/**
 * What a question asked from an announcement carries (spec §3 Enquiry announcementInfo): the
 * company's published announcement, its attachment, and the PDF page it was asked on (kept only
 * for a PDF that has that page). Undefined for anything else: another company's, a draft, one in
 * Deleted, an unknown id.
 */
export async function announcementReference(
  db: Db,
  companyId: string,
  announcementId: string,
  pageNumber?: number,
): Promise<AnnouncementInfo | undefined> {
  if (!isUuid(announcementId)) return undefined;
  const row = await repo.findPublished(db, announcementId);
  if (!row || row.companyId !== companyId) return undefined;
  const onPage =
    pageNumber !== undefined &&
    row.media === 'pdf' &&
    row.attachmentTotalPages !== null &&
    pageNumber <= row.attachmentTotalPages;
  return {
    announcementId: row.id,
    announcementTitle: row.title,
    attachment: row.attachmentKey,
    attachmentTitle: row.attachmentName,
    pageNumber: onPage ? pageNumber : null,
  };
}
