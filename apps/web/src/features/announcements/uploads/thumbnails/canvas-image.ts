/** Thumbnails are at most this wide (ours): enough for the list and the page at twice the pixels. */
export const THUMBNAIL_WIDTH = 640;

/** The canvas as a JPEG (an accepted thumbnail type), or null if the browser made none. */
export function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.82));
}

/** A canvas `width` × `height` scaled down to the thumbnail's width (never up). */
export function thumbnailCanvas(width: number, height: number) {
  const scale = Math.min(1, THUMBNAIL_WIDTH / width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  return { canvas, scale };
}
