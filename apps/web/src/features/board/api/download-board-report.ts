import { BOARD_REPORT_PAGES_HEADER, BOARD_REPORT_PATH, messages } from '@quorum/shared';
import type { BoardReportInput } from '@quorum/shared';
import { ApiError, apiErrorFromRest } from '@/lib/graphql';
import { getValidAccessToken, refreshAccessToken } from '@/lib/session';

/** A page object's dictionary entry as pdfkit writes it (the page tree's is "/Type /Pages"). */
const PAGE_MARKER = '/Type /Page';

/**
 * Counts the pages that have arrived in a PDF's bytes so far. pdfkit writes each page's
 * dictionary, uncompressed, when the next page begins, so the marker counts pages received. A
 * marker may be cut between two chunks: the last few bytes are carried into the next call.
 */
export function pageCounter() {
  const decoder = new TextDecoder('latin1');
  let carry = '';
  let pages = 0;
  return (chunk: Uint8Array) => {
    const text = carry + decoder.decode(chunk, { stream: true });
    let at = text.indexOf(PAGE_MARKER);
    let end = 0;
    while (at !== -1) {
      const next = text[at + PAGE_MARKER.length];
      if (next === undefined) break; // cut at the end of the chunk: decided with the next one
      if (next !== 's') pages += 1;
      end = at + PAGE_MARKER.length;
      at = text.indexOf(PAGE_MARKER, end);
    }
    carry = text.slice(Math.max(end, text.length - PAGE_MARKER.length));
    return pages;
  };
}

export interface ReportProgress {
  pages: number;
  of: number;
}

async function fetchReport(path: string, signal: AbortSignal) {
  const send = (token: string | null) =>
    fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  const token = await getValidAccessToken();
  let response = await send(token);
  if (response.status === 401 && token) response = await send(await refreshAccessToken(token));
  if (!response.ok) throw await apiErrorFromRest(response);
  return response;
}

/**
 * Downloads the board report, reporting pages as they arrive against the total the server
 * announces before its first byte, then saves the file. Aborting the signal stops the download.
 */
export async function downloadBoardReport(
  input: BoardReportInput,
  signal: AbortSignal,
  onProgress: (progress: ReportProgress) => void,
) {
  const query = new URLSearchParams({ from: input.from ?? '', to: input.to ?? '' });
  if (input.status) query.set('status', input.status);
  if (input.timeZone) query.set('timeZone', input.timeZone);
  const response = await fetchReport(`${BOARD_REPORT_PATH}?${query.toString()}`, signal);
  const of = Number(response.headers.get(BOARD_REPORT_PAGES_HEADER) ?? 0);
  if (!response.body) throw new ApiError('NETWORK_ERROR', messages.reports.failed);
  const reader = response.body.getReader();
  const count = pageCounter();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  onProgress({ pages: 0, of });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onProgress({ pages: Math.min(count(value), of), of });
  }
  onProgress({ pages: of, of });
  const url = URL.createObjectURL(new Blob(chunks, { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `board-report-${input.from}-to-${input.to}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
