// The labelled sets' CSV files (lib/sentiment, lib/suggestions), read one record a line.

/**
 * One CSV record's fields (RFC 4180: quoted or not, a quote inside a quoted field doubled). Records
 * are one line each: no labelled set has a line break inside a field.
 */
export function fieldsOf(line: string): string[] {
  const fields: string[] = [];
  let at = 0;
  while (at <= line.length) {
    if (line[at] !== '"') {
      const comma = line.indexOf(',', at);
      const end = comma < 0 ? line.length : comma;
      fields.push(line.slice(at, end));
      at = end + 1;
      continue;
    }
    let value = '';
    at += 1;
    for (;;) {
      const quote = line.indexOf('"', at);
      if (quote < 0) throw new Error(`An unclosed quote in: ${line}`);
      value += line.slice(at, quote);
      at = quote + 2; // past a doubled quote, or past the closing quote and its comma
      if (line[quote + 1] !== '"') break;
      value += '"';
    }
    fields.push(value);
  }
  return fields;
}
