// The board report's SQL: a company's questions of a period, oldest first, with who asked, their
// categories and the answers sent. Every query names the company.
import { sql } from 'drizzle-orm';
import type { BoardStatus, EnquiryStatus } from '@quorum/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface ReportScope {
  companyId: string;
  /** The period as instants: from included, to excluded. */
  start: Date;
  end: Date;
  boardStatus: BoardStatus | null;
}

export interface ReportAnswer {
  content: string;
  sentAt: string;
  firstName: string | null;
  lastName: string | null;
}

export interface ReportRow {
  id: string;
  subject: string | null;
  question: string;
  boardStatus: BoardStatus;
  status: EnquiryStatus;
  createdAt: Date;
  isGuest: boolean;
  askerFirstName: string | null;
  askerLastName: string | null;
  askerDeleted: boolean;
  categories: string[];
  answers: ReportAnswer[];
}

export interface ReportCursor {
  createdAt: Date;
  id: string;
}

const inScope = (scope: ReportScope) => sql`
  e.company_id = ${scope.companyId}
  AND e.created_at >= ${scope.start.toISOString()}::timestamptz
  AND e.created_at < ${scope.end.toISOString()}::timestamptz
  ${scope.boardStatus ? sql`AND e.board_status = ${scope.boardStatus}` : sql``}`;

export async function countQuestions(db: Db, scope: ReportScope): Promise<number> {
  const result = await db.execute(
    sql`SELECT count(*)::int AS total FROM enquiries e WHERE ${inScope(scope)}`,
  );
  return rowsOf<{ total: number }>(result)[0]!.total;
}

/** The next `limit` questions after `cursor` (oldest first), or from the start without one. */
export async function questionsAfter(
  db: Db,
  scope: ReportScope,
  cursor: ReportCursor | null,
  limit: number,
  offset = 0,
): Promise<ReportRow[]> {
  const result = await db.execute(sql`
    SELECT e.id, e.subject, e.question, e.board_status AS "boardStatus", e.status,
           e.created_at AS "createdAt", e.is_guest AS "isGuest",
           coalesce(i.first_name, e.guest_first_name) AS "askerFirstName",
           coalesce(i.last_name, e.guest_last_name) AS "askerLastName",
           (i.deleted_at IS NOT NULL) AS "askerDeleted",
           coalesce((
             SELECT array_agg(c.name ORDER BY c.name)
             FROM enquiry_category_assignments a
             JOIN enquiry_categories c ON c.id = a.category_id AND c.company_id = a.company_id
             WHERE a.company_id = e.company_id AND a.enquiry_id = e.id
           ), '{}') AS categories,
           coalesce((
             SELECT json_agg(json_build_object(
               'content', r.content, 'sentAt', r.sent_at,
               'firstName', u.first_name, 'lastName', u.last_name) ORDER BY r.sent_at, r.id)
             FROM enquiry_replies r LEFT JOIN users u ON u.id = r.responder_id
             WHERE r.company_id = e.company_id AND r.enquiry_id = e.id
               AND r.from_quorum AND r.sent_at IS NOT NULL
           ), '[]') AS answers
    FROM enquiries e
    LEFT JOIN investors i ON i.id = e.investor_id
    WHERE ${inScope(scope)}
      ${cursor ? sql`AND (e.created_at, e.id) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)` : sql``}
    ORDER BY e.created_at, e.id
    LIMIT ${limit} OFFSET ${offset}`);
  return rowsOf<ReportRow>(result).map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
  }));
}
