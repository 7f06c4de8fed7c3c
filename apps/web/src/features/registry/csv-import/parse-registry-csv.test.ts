import { messages } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { parseRegistryCsv } from './parse-registry-csv';

const text = messages.registry;

const rowsOf = (csvText: string) => {
  const reading = parseRegistryCsv(csvText);
  if (!reading.ok) throw new Error(`Refused: ${reading.message}`);
  return reading.rows;
};

describe('parsing a registry CSV', () => {
  it('reads headers in either order, in any case, with spaces around them', () => {
    expect(rowsOf('Response , QUESTION\nWe pay twice a year.,When are dividends paid?\n')).toEqual([
      { question: 'When are dividends paid?', response: 'We pay twice a year.' },
    ]);
  });

  it('keeps a comma, a doubled quote and a line break inside a quoted field', () => {
    const csv =
      'Question,Response\r\n' +
      '"Who audits you, and since when?","KPMG, since 2019."\r\n' +
      '"What is ""underlying"" profit?","Profit before\r\none-off items."\r\n';
    expect(rowsOf(csv)).toEqual([
      { question: 'Who audits you, and since when?', response: 'KPMG, since 2019.' },
      { question: 'What is "underlying" profit?', response: 'Profit before\r\none-off items.' },
    ]);
  });

  it('ignores a byte-order mark before the first header', () => {
    expect(rowsOf('\uFEFFQuestion,Response\nQ1,R1')).toEqual([{ question: 'Q1', response: 'R1' }]);
  });

  it('skips blank lines and lines of empty cells, and keeps a line with only a question', () => {
    const csv = 'Question,Response\n\nQ1,R1\n , \n,\nQ2,\n\n';
    expect(rowsOf(csv)).toEqual([
      { question: 'Q1', response: 'R1' },
      { question: 'Q2', response: '' },
    ]);
  });

  it('reads a file whose cells are separated by semicolons', () => {
    expect(rowsOf('Question;Response\n"Q1, with a comma";R1\nQ2;R2')).toEqual([
      { question: 'Q1, with a comma', response: 'R1' },
      { question: 'Q2', response: 'R2' },
    ]);
  });

  it('keeps to the comma when a response holds a semicolon', () => {
    expect(
      rowsOf('Question,Response\nWhen?,"In March; and September."\nWho?,Our auditor; KPMG.'),
    ).toEqual([
      { question: 'When?', response: 'In March; and September.' },
      { question: 'Who?', response: 'Our auditor; KPMG.' },
    ]);
  });

  it.each([
    ['other headers', 'Question,Answer\nQ1,A1'],
    ['a third named column', 'Question,Response,Notes\nQ1,R1,N1'],
    ['one column only', 'Question\nQ1'],
    ['a quote that never closes', 'Question,Response\n"Q1,R1\nQ2,R2'],
    ['more cells than headers on a line', 'Question,Response\nWhat is X, or Y?,It is X.'],
  ])('refuses %s as badly formatted', (_name, csv) => {
    expect(parseRegistryCsv(csv)).toEqual({ ok: false, message: text.csvHeaders });
  });

  it('tolerates an empty trailing column, as spreadsheets export it', () => {
    expect(rowsOf('Question,Response,\nQ1,R1,\nQ2,R2,')).toHaveLength(2);
  });

  it.each([
    ['an empty file', ''],
    ['headers alone', 'Question,Response\n'],
    ['headers and empty lines', 'Question,Response\n,\n  ,  \n'],
  ])('finds no rows in %s', (_name, csv) => {
    const expected = csv === '' ? text.csvHeaders : text.csvNoRows;
    expect(parseRegistryCsv(csv)).toEqual({ ok: false, message: expected });
  });
});
