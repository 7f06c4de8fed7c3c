import { messages } from '@quorum/shared';
import Papa from 'papaparse';

export const SAMPLE_CSV_FILENAME = 'question-registry-sample.csv';

/**
 * The sample file the import step offers, made in the browser: the two headers and a few lines,
 * quoted as a spreadsheet would quote them. A data: address needs no clean-up, unlike a blob: one.
 */
export function sampleCsvHref(): string {
  const csv = Papa.unparse({
    fields: ['Question', 'Response'],
    data: messages.registry.csvSample.map(([question, response]) => [question, response]),
  });
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
}
