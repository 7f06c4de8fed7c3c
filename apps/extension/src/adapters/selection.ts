/** What the user has selected in the page: the stand-in for an email we could not read. */
export function readSelection(doc: Document): string | null {
  const text = doc.getSelection()?.toString().trim() ?? '';
  return text === '' ? null : text;
}
