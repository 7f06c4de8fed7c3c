/**
 * The address of an announcement's page, opened on a PDF's page when one is given (an investor's
 * question about page 12 opens the attachment there).
 */
export function announcementPath(announcementId: string, pageNumber?: number | null) {
  const path = `/dashboard/announcements/${encodeURIComponent(announcementId)}`;
  return pageNumber ? `${path}?page=${pageNumber}` : path;
}
