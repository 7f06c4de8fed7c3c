import { FILE_NAME_ENDINGS, UPLOAD_RULES, maxBytesFor, messages } from '@quorum/shared';
import type { UploadRule } from '@quorum/shared';
import { DomainError, badInput } from '../../../core/errors';

const MB = 1024 * 1024;
const GB = 1024 * MB;

const RULE = UPLOAD_RULES['announcement-media'];

/** The file name's ending, lowercased ('' when it has none). */
export const endingOf = (fileName: string) =>
  /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** A size as the spec writes its caps: '50 MB', '4 GB'. */
export const sizeInWords = (bytes: number) =>
  bytes % GB === 0 ? `${bytes / GB} GB` : `${Math.round(bytes / MB)} MB`;

/**
 * A file over its type's cap: 413 with the spec's words ('File size is too big. It must be within
 * {size}.'), the size being the type's own (4 GB for an MP4, 50 MB for the rest).
 */
export const tooLarge = (rule: UploadRule, type: string) =>
  new DomainError(
    'BAD_USER_INPUT',
    messages.uploads.mustBeWithin(sizeInWords(maxBytesFor(rule, type))),
    {
      status: 413,
    },
  );

/** The accepted type a name claims: the declared type when accepted, else the ending's. */
export function claimedType(fileName: string, declaredType: string): string | undefined {
  if (RULE.types.includes(declaredType)) return declaredType;
  const ending = endingOf(fileName);
  return RULE.types.find((type) => FILE_NAME_ENDINGS[type]?.includes(ending));
}

/**
 * Checks an announcement's attachment by what its bytes are (magic numbers): an accepted type,
 * the type its name's ending says (a PDF named .mp4 is refused as much as a renamed .exe), and
 * within that type's cap.
 */
export function acceptMediaBytes(
  fileName: string,
  detectedType: string | undefined,
  size: number,
): string {
  const ending = endingOf(fileName);
  const nameClaimsAccepted = RULE.types.some((type) => FILE_NAME_ENDINGS[type]?.includes(ending));
  if (!nameClaimsAccepted) throw badInput(RULE.wrongType);
  if (
    !detectedType ||
    !RULE.types.includes(detectedType) ||
    !FILE_NAME_ENDINGS[detectedType]?.includes(ending)
  )
    throw badInput(messages.templates.attachmentDisguised(ending));
  if (size > maxBytesFor(RULE, detectedType)) throw tooLarge(RULE, detectedType);
  return detectedType;
}
