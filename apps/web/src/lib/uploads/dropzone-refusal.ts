import type { FileRejection } from '@mantine/dropzone';
import type { UploadRule } from '@quorum/shared';

/**
 * The spec's words for files a drop zone turned away, from the upload's own rule: too large, or
 * not a type it accepts; anything else (several files at once) in the caller's words.
 */
export function dropzoneRefusal(
  rejections: readonly FileRejection[],
  rule: UploadRule,
  otherwise: string,
): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('file-too-large')) return rule.tooLarge;
  if (codes.includes('file-invalid-type')) return rule.wrongType;
  return otherwise;
}
