// What investors do with an announcement: view it (the counters) and who they are.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { investors } from '../../db/schema';

/**
 * Records one view of a published announcement and keeps its counters in the same statement: the
 * viewer's row is made or counted again, and the announcement's total views and unique viewers
 * (one more only when the row is new: `xmax = 0`) move with it. Answers nothing when the
 * announcement is not published, or is in Deleted: then nothing is written.
 */
export async function recordView(
  db: Db,
  announcementId: string,
  viewerKey: string,
  investorId: string | null,
): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      WITH target AS (
        SELECT id FROM announcements
        WHERE id = ${announcementId} AND status = 'published' AND deleted_at IS NULL
      ), seen AS (
        INSERT INTO announcement_views (announcement_id, viewer_key, investor_id)
        SELECT id, ${viewerKey}, ${investorId}::uuid FROM target
        ON CONFLICT (announcement_id, viewer_key) DO UPDATE
          SET views = announcement_views.views + 1, last_viewed_at = now(),
              investor_id = coalesce(EXCLUDED.investor_id, announcement_views.investor_id)
        RETURNING (xmax = 0) AS first
      )
      UPDATE announcements SET total_views = total_views + 1,
        unique_viewers = unique_viewers + (SELECT CASE WHEN first THEN 1 ELSE 0 END FROM seen)
      WHERE id = ${announcementId} AND EXISTS (SELECT 1 FROM seen)
      RETURNING id`),
  );
  return rows.length > 0;
}

/** An investor of the app whose account is not deleted. */
export async function findInvestor(db: Db, investorId: string) {
  const [row] = await db
    .select({
      id: investors.id,
      email: investors.email,
      firstName: investors.firstName,
      lastName: investors.lastName,
    })
    .from(investors)
    .where(and(eq(investors.id, investorId), isNull(investors.deletedAt)));
  return row;
}
