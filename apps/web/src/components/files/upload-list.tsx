import type { AttachmentEntry } from '@/hooks/use-attachment-uploads';
import { AttachmentList, AttachmentRow } from './attachment-row';

/** A form's attachments as `useAttachmentUploads` holds them: stored, or still uploading. */
export function UploadList({
  entries,
  label,
  bareLinkNames = false,
  onRemove,
}: {
  entries: readonly AttachmentEntry[];
  label?: string;
  /** Name each stored file's link by the file name alone, without the new-tab hint. */
  bareLinkNames?: boolean;
  /** Omitted while the form cannot change. */
  onRemove?: (id: string) => void;
}) {
  return (
    <AttachmentList label={label}>
      {entries.map((entry) => (
        <AttachmentRow
          key={entry.id}
          name={entry.name}
          contentType={entry.contentType}
          sizeBytes={entry.sizeBytes}
          url={entry.url}
          {...(bareLinkNames ? { linkLabel: entry.name } : {})}
          uploading={entry.key === null}
          onRemove={onRemove ? () => onRemove(entry.id) : undefined}
        />
      ))}
    </AttachmentList>
  );
}
