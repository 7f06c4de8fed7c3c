/**
 * The headers of a stored file served to a browser. A file is the uploader's bytes, never ours:
 * only images, audio and video open in the browser (the rest download), nothing in it may run or
 * load anything, and the browser takes its type as given.
 */

/** Opened in place: what a browser shows without running anything. SVG can hold script: never. */
export function opensInline(contentType: string): boolean {
  const type = contentType.toLowerCase();
  if (type.startsWith('image/svg')) return false;
  return type.startsWith('image/') || type.startsWith('audio/') || type.startsWith('video/');
}

/**
 * A file's own policy: a document of no origin (`sandbox`) that may load nothing but itself, so an
 * HTML or PDF file opened from its link cannot run script as Quorum or reach its cookies. The
 * inline style is the browser's own image viewer's (Firefox styles it so).
 */
export const FILE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** A file name safe in a header: no control characters, quotes, backslashes or folders. */
function safeName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const cleaned = name.replace(/[\u0000-\u001f\u007f"\\/]/g, '_').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}

/** RFC 8187's percent-encoding of UTF-8 (encodeURIComponent leaves a few it must not). */
const encodeRfc8187 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * RFC 6266: `inline` for media, `attachment` for the rest, with the name twice: an ASCII fallback
 * for old clients and `filename*` in UTF-8 for the real one.
 */
export function contentDisposition(contentType: string, originalName: string): string {
  const name = safeName(originalName);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  const kind = opensInline(contentType) ? 'inline' : 'attachment';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc8187(name)}`;
}
