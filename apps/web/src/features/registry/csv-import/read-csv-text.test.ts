import { describe, expect, it } from 'vitest';
import { readCsvText } from './read-csv-text';

const fileOf = (bytes: number[] | string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], 'questions.csv', {
    type: 'text/csv',
  });

describe('reading a chosen CSV file', () => {
  it('reads UTF-8 and drops its byte-order mark', async () => {
    const bom = [0xef, 0xbb, 0xbf];
    const body = [...new TextEncoder().encode('Question,Response\nCafé?,Oui')];
    expect(await readCsvText(fileOf([...bom, ...body]))).toBe('Question,Response\nCafé?,Oui');
  });

  it('reads a file Excel saved as Windows-1252, keeping its accents', async () => {
    // "Café" in Windows-1252: é is the single byte 0xE9, not valid UTF-8 on its own. (Node decodes
    // windows-1252 as Latin-1, so bytes 0x80-0x9F, curly quotes among them, are left to browsers.)
    const bytes = [...new TextEncoder().encode('Question,Response\nCaf'), 0xe9, 0x3f, 0x2c, 0x52];
    expect(await readCsvText(fileOf(bytes))).toBe('Question,Response\nCafé?,R');
  });

  it('refuses a binary file renamed .csv, such as a spreadsheet', async () => {
    const zipHeader = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00];
    expect(await readCsvText(fileOf(zipHeader))).toBeNull();
  });
});
