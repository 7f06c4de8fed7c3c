import { REGISTRY } from './constants';
import { messages } from './messages';

const text = messages.registry;

/** The columns a registry CSV holds (spec §3 "CSV row: Question, Response"), as normalised. */
export const REGISTRY_CSV_COLUMNS = ['question', 'response'] as const;

/** One question as read from a CSV, before review. Either field may still be empty. */
export interface RegistryCsvRow {
  question: string;
  response: string;
}

export type RegistryCsvReading =
  { ok: true; rows: RegistryCsvRow[] } | { ok: false; message: string };

/**
 * A header as the rule compares it (spec §5: "ignoring case and spaces"): every whitespace
 * character removed, lower-cased. A UTF-8 byte-order mark, which spreadsheet programs write before
 * the first header, is removed too, so `\uFEFFQuestion` is `question`.
 */
export function normaliseCsvHeader(header: string): string {
  return header
    .replace(/\uFEFF/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

/**
 * Which of the file's header fields hold the question and the response, or null when the named
 * headers are not exactly `question` and `response` (either order, spec §5). A third named column
 * is refused, as the spec says "exactly"; a column with a blank header is ignored, because
 * spreadsheets export trailing empty columns (`Question,Response,`) that nobody meant to add.
 */
export function registryCsvColumns(
  fields: readonly string[],
): { question: string; response: string } | null {
  const named = fields.filter((field) => normaliseCsvHeader(field) !== '');
  if (named.length !== REGISTRY_CSV_COLUMNS.length) return null;
  const question = named.find((field) => normaliseCsvHeader(field) === 'question');
  const response = named.find((field) => normaliseCsvHeader(field) === 'response');
  return question !== undefined && response !== undefined ? { question, response } : null;
}

const cell = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Turns a parsed CSV (its header fields and one record per line, keyed by header) into registry
 * rows: the header rule, then each line's question and response with surrounding spaces trimmed.
 * Lines with neither are dropped; lines with only one are kept, so the review can mark them for
 * the person to finish. Refusals carry the spec's words.
 */
export function readRegistryCsv(
  fields: readonly string[],
  records: readonly Record<string, unknown>[],
): RegistryCsvReading {
  const columns = registryCsvColumns(fields);
  if (!columns) return { ok: false, message: text.csvHeaders };
  const rows = records
    .map((record) => ({
      question: cell(record[columns.question]),
      response: cell(record[columns.response]),
    }))
    .filter((row) => row.question !== '' || row.response !== '');
  if (rows.length === 0) return { ok: false, message: text.csvNoRows };
  if (rows.length > REGISTRY.importMaxRows)
    return { ok: false, message: text.csvTooManyRows(REGISTRY.importMaxRows) };
  return { ok: true, rows };
}
