import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Excel and Numbers open a UTF-8 file as such only when it starts with the byte-order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * One cell, quoted where needed. A cell a spreadsheet would read as a formula (= + - @, a tab or
 * a carriage return first) gets a leading apostrophe: a name or a question an investor typed as
 * "=HYPERLINK(…)" stays text (OWASP's CSV injection advice).
 */
export function csvCell(value: string | null | undefined): string {
  let cell = value ?? '';
  if (/^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export const csvLine = (cells: (string | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Sends a CSV download: the BOM and the header first, then each line as the rows come, so a long
 * export never sits whole in memory. `fileName` is ours, never the caller's words.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: string[],
  lines: AsyncIterable<string> | Iterable<string>,
) {
  async function* withHeader() {
    yield UTF8_BOM + csvLine(header);
    for await (const line of lines) yield line;
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(withHeader()));
}
