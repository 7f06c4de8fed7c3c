/** A satisfiable byte range of a file: first and last byte, both inclusive (RFC 9110 §14.1.2). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range a `Range: bytes=…` header asks of a file of `size` bytes: `undefined` when there
 * is no header or it is not a single byte range (the whole file is sent, as RFC 9110 allows),
 * 'unsatisfiable' when it starts past the end (416). Media players ask for one range at a time.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
