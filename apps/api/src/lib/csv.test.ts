import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('a CSV cell', () => {
  it('keeps a formula an investor typed as text, behind an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+61 2 9999')).toBe("'+61 2 9999");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('quotes commas, quotes and line breaks, and ends a line with CRLF', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', null])).toBe(
      '"a,b","say ""hi""","two\nlines",\r\n',
    );
  });
});
