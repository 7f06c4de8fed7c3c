import {
  FILE_LIMITS,
  FILE_NAME_ENDINGS,
  UPLOAD_RULES,
  maxBytesFor,
  mediaKindOf,
  messages,
  type AnnouncementMedia,
} from '@quorum/shared';

const rule = UPLOAD_RULES['announcement-media'];

interface NamedFile {
  name: string;
  type: string;
  size: number;
}

/**
 * The file's type: the browser's label when it is one the announcement takes, else the one its
 * name's ending claims (browsers leave some files unlabelled). The server decides on the bytes.
 */
export function mediaTypeOf(file: Pick<NamedFile, 'name' | 'type'>): string | null {
  if (rule.types.includes(file.type)) return file.type;
  const ending = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  return rule.types.find((type) => FILE_NAME_ENDINGS[type]?.includes(ending)) ?? null;
}

/** The attachment's kind as the file claims it (the server decides it from the bytes). */
export const claimedKindOf = (file: Pick<NamedFile, 'name' | 'type'>): AnnouncementMedia | null => {
  const type = mediaTypeOf(file);
  return type ? (mediaKindOf(type) ?? null) : null;
};

/**
 * Why the file would be refused, in the spec's words, before a byte is sent: a type the
 * announcement does not take, or over its cap (50 MB; an MP4 video 4 GB). Null if it may go.
 */
export function checkAnnouncementFile(file: NamedFile): string | null {
  const type = mediaTypeOf(file);
  if (!type) return rule.wrongType;
  if (file.size > maxBytesFor(rule, type))
    return type === 'video/mp4' ? messages.uploads.mustBeWithin('4 GB') : rule.tooLarge;
  return null;
}

/** Spec §5: a video over 50 MB warns before it is uploaded (it may take a while). */
export function largeVideoWarning(file: NamedFile): string | null {
  const isVideo = claimedKindOf(file) === 'video';
  return isVideo && file.size > FILE_LIMITS.videoWarningBytes ? messages.uploads.largeVideo : null;
}
