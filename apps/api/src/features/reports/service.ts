// The board report (issue 16): a period's questions with their answers and status, read by the
// GraphQL list (getEnquiryQuestionsForExportingPdf) and streamed as a PDF by GET /reports/board.pdf.
import { eq } from 'drizzle-orm';
import {
  BOARD_REPORT_QUESTIONS_PER_PAGE,
  boardReportInputSchema,
  boardReportPageCount,
  calendarDayOf,
  mayAccess,
  messages,
  parseWallTime,
  zonedTimeToInstant,
} from '@quorum/shared';
import type { BoardReportValues } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Member } from '../../core/identity/viewer';
import { forbidden } from '../../core/errors';
import { findCompanyName } from '../../core/company-names';
import { assertOwnCompany } from '../../core/identity/own-company';
import { pageMeta, pagingOf } from '../../core/paging';
import type { PageRequest } from '../../core/paging';
import { companies } from '../../db/schema';
import { validate } from '../../lib/validate';
import { reportQuestionView } from './presenters';
import type { ReportQuestionView } from './presenters';
import * as repo from './repo';
import type { ReportCursor, ReportScope } from './repo';

/** Questions read from the database at a time while the PDF is written. */
const STREAM_BATCH = BOARD_REPORT_QUESTIONS_PER_PAGE * 20;
const LIST_PAGE = { default: 20, max: 100 } as const;

/** The question board's readers may report on it (spec §6: the board's area, view). */
function requireBoardView(member: Member) {
  if (!mayAccess(member, 'questions', 'view')) throw forbidden(messages.permission.denied);
}

/** The period's first instant and the instant after its last day, in the report's zone. */
function scopeOf(member: Member, input: BoardReportValues): ReportScope {
  const midnight = (day: string) =>
    zonedTimeToInstant(parseWallTime(`${day}T00:00`)!, input.timeZone);
  const after = calendarDayOf(input.to)!;
  after.setUTCDate(after.getUTCDate() + 1);
  return {
    companyId: member.companyId,
    start: midnight(input.from),
    end: midnight(after.toISOString().slice(0, 10)),
    boardStatus: input.status === 'all' ? null : input.status,
  };
}

export interface BoardReportPage {
  meta: ReturnType<typeof pageMeta>;
  questionsPerPage: number;
  /** The PDF's pages for the whole period: ceil(questions / questionsPerPage), at least one. */
  reportPages: number;
  items: ReportQuestionView[];
}

/** A page of the report's questions (oldest first), with the totals the export modal shows. */
export async function getEnquiryQuestionsForExportingPdf(
  deps: Deps,
  member: Member,
  input: unknown,
  paging: PageRequest,
): Promise<BoardReportPage> {
  requireBoardView(member);
  assertOwnCompany(member, (input as { companyId?: unknown }).companyId);
  const values = validate(boardReportInputSchema, input);
  const scope = scopeOf(member, values);
  const window = pagingOf(paging, LIST_PAGE.default, LIST_PAGE.max);
  const total = await repo.countQuestions(deps.db, scope);
  const rows = await repo.questionsAfter(deps.db, scope, null, window.limit, window.offset);
  return {
    meta: pageMeta(window, total),
    questionsPerPage: BOARD_REPORT_QUESTIONS_PER_PAGE,
    reportPages: boardReportPageCount(total),
    items: rows.map(reportQuestionView),
  };
}

export interface BoardReport {
  input: BoardReportValues;
  companyName: string;
  /** The company's logo when it is a PNG or a JPEG (the formats the PDF can draw). */
  logo: Buffer | null;
  total: number;
  pages: number;
  /** The questions, oldest first, read in batches: never more than `total`. */
  questions: () => AsyncGenerator<ReportQuestionView>;
}

/** Checks the caller and the input and counts the questions, before the PDF's first byte. */
export async function startBoardReport(
  deps: Deps,
  member: Member,
  query: unknown,
): Promise<BoardReport> {
  requireBoardView(member);
  assertOwnCompany(member, (query as { companyId?: unknown }).companyId);
  const input = validate(boardReportInputSchema, query);
  const scope = scopeOf(member, input);
  const total = await repo.countQuestions(deps.db, scope);
  async function* questions(): AsyncGenerator<ReportQuestionView> {
    let cursor: ReportCursor | null = null;
    let left = total;
    while (left > 0) {
      const batch = await repo.questionsAfter(deps.db, scope, cursor, Math.min(STREAM_BATCH, left));
      for (const row of batch) yield reportQuestionView(row);
      left -= batch.length;
      const last = batch.at(-1);
      if (!last || batch.length < STREAM_BATCH) return;
      cursor = { createdAt: last.createdAt, id: last.id };
    }
  }
  return {
    input,
    companyName: (await findCompanyName(deps.db, member.companyId, 'legal')) ?? '',
    logo: await companyLogo(deps, member.companyId),
    total,
    pages: boardReportPageCount(total),
    questions,
  };
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

async function companyLogo(deps: Deps, companyId: string): Promise<Buffer | null> {
  const [row] = await deps.db
    .select({ key: companies.companyLogo })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row?.key) return null;
  const stored = await deps.storage.read(row.key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  // A logo is checked as PNG or JPEG on upload; anything else is left out rather than failing.
  return bytes.subarray(0, 4).equals(PNG) || bytes.subarray(0, 3).equals(JPEG) ? bytes : null;
}
