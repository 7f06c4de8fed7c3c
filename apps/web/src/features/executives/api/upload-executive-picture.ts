import { useMutation } from '@tanstack/react-query';
import { compressImage } from '@/lib/uploads/compress-image';
import { uploadFile } from '@/lib/uploads/upload-file';

/**
 * Pictures show as small avatars on cards, so they are shrunk hard before upload: about a quarter
 * of a megabyte and 600 px on the long side keeps them sharp on high-density screens.
 */
const PICTURE_COMPRESSION = { maxSizeMB: 0.25, maxWidthOrHeight: 600 };

/** Compresses a chosen picture and uploads it; the answer's key goes into the executive form. */
export function useUploadExecutivePicture() {
  return useMutation({
    mutationFn: async (file: File) =>
      uploadFile('executive-picture', await compressImage(file, PICTURE_COMPRESSION), file.name),
  });
}
