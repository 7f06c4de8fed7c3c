import { FILE_NAME_ENDINGS, UPLOAD_RULES } from '@quorum/shared';

const RULE = UPLOAD_RULES['announcement-media'];

/**
 * The accepted types with their usual name endings, for the file dialog and the drop zone: a
 * file a browser labels oddly still passes on its name, and the queue's check (then the server,
 * on the bytes) decides.
 */
export const ATTACHMENT_ACCEPT: Record<string, string[]> = Object.fromEntries(
  RULE.types.map((type) => [type, (FILE_NAME_ENDINGS[type] ?? []).map((ending) => `.${ending}`)]),
);

/** The same, as a file input's `accept`. */
export const ATTACHMENT_ACCEPT_LIST = Object.entries(ATTACHMENT_ACCEPT)
  .flatMap(([type, endings]) => [type, ...endings])
  .join(',');

/** The biggest file any accepted type may be (an MP4's 4 GB): the drop zone's own ceiling. */
export const LARGEST_ATTACHMENT = Math.max(
  RULE.maxBytes,
  ...Object.values(RULE.maxBytesByType ?? {}),
);
