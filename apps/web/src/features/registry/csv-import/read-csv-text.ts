/** How much of the start of a file is looked at to tell text from a binary file. */
const SNIFF_BYTES = 8192;

function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * A chosen CSV file's text, or null when its bytes are not text at all (a spreadsheet or image
 * renamed .csv: text never holds a NUL byte). UTF-8 is read first, with its byte-order mark
 * dropped; bytes that are not valid UTF-8 are read as Windows-1252, the encoding Excel's
 * "CSV (Comma delimited)" writes, so accented names and curly quotes survive.
 */
export async function readCsvText(file: File): Promise<string | null> {
  const bytes = await readBytes(file);
  if (bytes.subarray(0, SNIFF_BYTES).includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
