import imageCompression from 'browser-image-compression';
import { FILE_LIMITS } from '@quorum/shared';

/**
 * Shrinks an image before upload, as the spec asks (target 0.125 MB, 300 px for profile images;
 * logos keep more pixels). The server still checks the result's size and type.
 */
export async function compressImage(
  file: File,
  options: { maxSizeMB?: number; maxWidthOrHeight?: number } = {},
): Promise<File> {
  return imageCompression(file, {
    maxSizeMB: options.maxSizeMB ?? FILE_LIMITS.imageCompressionTargetMb,
    maxWidthOrHeight: options.maxWidthOrHeight ?? FILE_LIMITS.imageCompressionMaxPx,
    // Its web worker loads the library from cdn.jsdelivr.net: a third-party request on every
    // pick, refused by our production CSP anyway. On the main thread it takes a few hundred ms.
    useWebWorker: false,
    fileType: file.type === 'image/png' ? 'image/png' : 'image/jpeg',
  });
}
