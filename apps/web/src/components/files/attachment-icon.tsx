import {
  IconFile,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconMovie,
  IconMusic,
  IconPhoto,
  type IconProps,
} from '@tabler/icons-react';

/** A file's kind at a glance: picture, audio, video, PDF, CSV or anything else. */
export function AttachmentIcon({ contentType, ...props }: { contentType: string } & IconProps) {
  const Icon = contentType.startsWith('image/')
    ? IconPhoto
    : contentType.startsWith('audio/')
      ? IconMusic
      : contentType.startsWith('video/')
        ? IconMovie
        : contentType === 'application/pdf'
          ? IconFileTypePdf
          : contentType === 'text/csv'
            ? IconFileTypeCsv
            : IconFile;
  return <Icon aria-hidden {...props} />;
}
