import { FILE_LIMITS, UPLOAD_RULES, messages } from '@quorum/shared';
import { compressImage } from '@/lib/uploads/compress-image';

const rule = UPLOAD_RULES['profile-image'];

export type PreparedImage = { file: File; error?: undefined } | { file?: undefined; error: string };

/**
 * The client's side of the profile image rules (spec §5, §9): JPEG or PNG, shrunk to 300 px and
 * 0.125 MB, then at most 125 kb. A file that cannot be read as an image (a renamed .exe) is
 * refused here with the words the server would use; the server checks the bytes again.
 */
export async function prepareProfileImage(file: File): Promise<PreparedImage> {
  if (!rule.types.includes(file.type)) return { error: rule.wrongType };
  let compressed: File;
  try {
    compressed = await compressImage(file, {
      maxSizeMB: FILE_LIMITS.imageCompressionTargetMb,
      maxWidthOrHeight: FILE_LIMITS.imageCompressionMaxPx,
    });
  } catch {
    return { error: messages.uploads.disguised };
  }
  if (compressed.size > rule.maxBytes) return { error: rule.tooLarge };
  // The compressor may drop the name; the upload keeps the person's own.
  return { file: new File([compressed], file.name, { type: compressed.type || file.type }) };
}
