import {
  FILE_NAME_ENDINGS,
  MAX_ATTACHMENTS_PER_ITEM,
  UPLOAD_RULES,
  messages,
} from '@quorum/shared';

export const ATTACHMENT_RULE = UPLOAD_RULES['enquiry-attachment'];

/**
 * What the file dialog offers: the rule's types and their usual name endings, so a file a browser
 * labels oddly still passes on its name; the server decides on the bytes.
 */
export const ATTACHMENT_ACCEPT = ATTACHMENT_RULE.types
  .flatMap((type) => [type, ...(FILE_NAME_ENDINGS[type] ?? []).map((ending) => `.${ending}`)])
  .join(',');

/**
 * Why a chosen file cannot be attached, in the server's words (the shared upload rule), or null.
 * The server checks again on the bytes; this only spares an upload that would be refused.
 */
export function attachmentRefusal(file: { name: string; type: string; size: number }) {
  const ending = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const typeAccepted =
    ATTACHMENT_RULE.types.includes(file.type) ||
    ATTACHMENT_RULE.types.some((type) => FILE_NAME_ENDINGS[type]?.includes(ending));
  if (!typeAccepted) return ATTACHMENT_RULE.wrongType;
  if (file.size > ATTACHMENT_RULE.maxBytes) return ATTACHMENT_RULE.tooLarge;
  if (file.size === 0) return messages.uploads.nothingSelected;
  return null;
}

export { MAX_ATTACHMENTS_PER_ITEM };
