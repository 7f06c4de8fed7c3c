import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { canvasToJpeg, thumbnailCanvas } from './canvas-image';

// pdf.js parses in its own worker, a file of ours (the page's policy allows same-origin scripts).
GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * The PDF's first page drawn as a JPEG. This module is loaded only when a PDF is uploaded, so
 * pdf.js stays out of the app's first download.
 */
export async function pdfThumbnail(file: Blob, signal: AbortSignal): Promise<Blob | null> {
  const task = getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    // The page's policy forbids eval; pdf.js then draws fonts without compiling them.
    isEvalSupported: false,
    enableXfa: false,
  });
  const stop = () => void task.destroy();
  signal.addEventListener('abort', stop, { once: true });
  try {
    const pdf = await task.promise;
    const page = await pdf.getPage(1);
    const { width, height } = page.getViewport({ scale: 1 });
    const { canvas, scale } = thumbnailCanvas(width, height);
    await page.render({ canvas, viewport: page.getViewport({ scale }) }).promise;
    return await canvasToJpeg(canvas);
  } finally {
    signal.removeEventListener('abort', stop);
    await task.destroy();
  }
}
