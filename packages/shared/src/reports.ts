/**
 * The board report (issue 16): the questions of a period with their answers and status, as a PDF
 * rendered on the server. Both the route and the export modal read these.
 */
import { z } from 'zod';
import { BOARD_STATUSES } from './board';
import { messages } from './messages';
import { calendarDayInput, checkDayRange, timeZoneInput } from './schemas/analytics';

/**
 * Questions on each page of the report: a page holds exactly this many (the last fewer), so a
 * report of n questions has ceil(n / N) pages (one page when there are none). There is no cover
 * page: the first page carries the logo, the company and the period above its questions.
 */
export const BOARD_REPORT_QUESTIONS_PER_PAGE = 5;

/** The report's download (GET, with the input as its query). */
export const BOARD_REPORT_PATH = '/reports/board.pdf';
/** The response header that says how many pages the report will have, before the first byte. */
export const BOARD_REPORT_PAGES_HEADER = 'x-total-pages';

/** Which questions a report includes: every column, or one column of the board. */
export const BOARD_REPORT_STATUSES = ['all', ...BOARD_STATUSES] as const;
export type BoardReportStatus = (typeof BOARD_REPORT_STATUSES)[number];

/** The months a report covers unless the person chooses otherwise. */
export const BOARD_REPORT_DEFAULT_MONTHS = 6;

export function boardReportPageCount(questions: number): number {
  return Math.max(1, Math.ceil(questions / BOARD_REPORT_QUESTIONS_PER_PAGE));
}

const calendarDay = calendarDayInput(messages.reports.periodNeeded);

/**
 * A report's input: its first and last day (both included, at most five years apart, the
 * analytics' custom-range rule), the questions it includes, and the zone whose days those are.
 */
export const boardReportInputSchema = z
  .object({
    from: calendarDay,
    to: calendarDay,
    status: z
      .enum(BOARD_REPORT_STATUSES, { error: messages.reports.unknownStatus })
      .nullish()
      .transform((value) => value ?? 'all'),
    timeZone: timeZoneInput,
  })
  .superRefine((input, ctx) => checkDayRange(input.from, input.to, ctx));

export type BoardReportInput = z.input<typeof boardReportInputSchema>;
export type BoardReportValues = z.output<typeof boardReportInputSchema>;
