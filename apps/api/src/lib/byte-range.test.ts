import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('a Range header, as a video or audio player sends it to seek', () => {
  it('reads a range from its first to its last byte, and an open range to the end', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
  });

  it('reads a suffix as the last bytes, and clamps a range that runs past the end', () => {
    expect(parseByteRange('bytes=-200', 1000)).toEqual({ start: 800, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('calls a range starting past the end unsatisfiable (416)', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5-2', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('ignores what it does not serve: no header, other units, several ranges', () => {
    expect(parseByteRange(undefined, 1000)).toBeUndefined();
    expect(parseByteRange('items=0-1', 1000)).toBeUndefined();
    expect(parseByteRange('bytes=0-1,5-6', 1000)).toBeUndefined();
  });
});
