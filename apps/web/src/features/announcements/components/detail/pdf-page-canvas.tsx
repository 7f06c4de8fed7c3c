import { Center, Loader } from '@mantine/core';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

// pdf.js parses in its own worker, a file of ours (the page's policy allows same-origin scripts).
GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * One page of a PDF drawn by pdf.js at the width it is given (sharp on high-density screens).
 * pdf.js asks the server for byte ranges, so page 40 of a long report shows without the whole
 * file. This module is loaded lazily: pdf.js stays out of the app's first download.
 */
export default function PdfPageCanvas({
  url,
  page,
  width,
  label,
  onPages,
  onError,
}: {
  url: string;
  page: number;
  width: number;
  /** What the drawn page is, for screen readers. */
  label: string;
  onPages: (pages: number) => void;
  onError: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [drawing, setDrawing] = useState(true);

  useEffect(() => {
    // The page's policy forbids eval; pdf.js then draws fonts without compiling them.
    const task = getDocument({ url, isEvalSupported: false, enableXfa: false });
    task.promise.then(
      (loaded) => {
        setPdf(loaded);
        onPages(loaded.numPages);
      },
      () => onError(),
    );
    return () => void task.destroy();
    // The callbacks are the parent's; only a new file loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !canvas || width <= 0) return;
    let cancelled = false;
    let render: { cancel: () => void } | null = null;
    setDrawing(true);
    void pdf.getPage(Math.min(Math.max(page, 1), pdf.numPages)).then((pdfPage) => {
      if (cancelled) return;
      const density = window.devicePixelRatio || 1;
      const scale = width / pdfPage.getViewport({ scale: 1 }).width;
      const viewport = pdfPage.getViewport({ scale: scale * density });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / density)}px`;
      canvas.style.height = `${Math.floor(viewport.height / density)}px`;
      const task = pdfPage.render({ canvas, viewport });
      render = task;
      task.promise.then(
        () => !cancelled && setDrawing(false),
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, page, width]);

  return (
    <div style={{ position: 'relative', minHeight: 200 }}>
      {drawing ? (
        <Center
          pos="absolute"
          inset={0}
          role="status"
          aria-busy="true"
          aria-label="Loading the page"
        >
          <Loader size="sm" />
        </Center>
      ) : null}
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        style={{ display: 'block', maxWidth: '100%' }}
      />
    </div>
  );
}
