/** A PDF's pages as text (pdf.js), and whether a page draws an image: what the tests read back. */
export async function readPdf(bytes: Buffer) {
  const { OPS, VerbosityLevel, getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: VerbosityLevel.ERRORS,
  });
  const pdf = await task.promise;
  try {
    const pages: { text: string; images: number }[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ');
      const operators = await page.getOperatorList();
      const images = operators.fnArray.filter((op) => op === OPS.paintImageXObject).length;
      pages.push({ text, images });
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
