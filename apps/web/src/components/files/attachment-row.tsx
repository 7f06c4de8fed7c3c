import { Anchor, CloseButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AttachmentIcon } from './attachment-icon';
import { formatFileSize } from './format-file-size';

/** The chosen or stored files, one row each, as a list without bullets. */
export function AttachmentList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/**
 * One attached file: its kind, its name (which opens it once stored), its size or "Uploading…",
 * and a way to remove it. A row of an `AttachmentList`, or with `label` a group of its own.
 */
export function AttachmentRow({
  name,
  contentType,
  sizeBytes,
  url,
  uploading = false,
  onRemove,
  removeLabel = `Remove ${name}`,
  removeDisabled,
  linkLabel = `${name} (opens in a new tab)`,
  label,
}: {
  name: string;
  contentType: string;
  sizeBytes: number;
  /** A signed address to open the stored file; none for one still on this device. */
  url?: string | null;
  uploading?: boolean;
  /** Left out: the file cannot be removed here (read-only, or while saving). */
  onRemove?: () => void;
  removeLabel?: string;
  removeDisabled?: boolean;
  /** The link's accessible name: by default the file's name and that it opens in a new tab. */
  linkLabel?: string;
  /** A single file outside a list: the row is a group with this name. */
  label?: string;
}) {
  const shell = label ? { role: 'group', 'aria-label': label } : { component: 'li' as const };
  return (
    <Paper {...shell} withBorder radius="sm" px="sm" py={6}>
      <Group gap="sm" wrap="nowrap">
        <AttachmentIcon contentType={contentType} size={20} stroke={1.5} />
        <Stack gap={0} flex={1} miw={0}>
          {url ? (
            <Anchor
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              truncate
              aria-label={linkLabel}
            >
              {name}
            </Anchor>
          ) : (
            <Text size="sm" truncate>
              {name}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {uploading ? 'Uploading…' : formatFileSize(sizeBytes)}
          </Text>
        </Stack>
        {uploading ? (
          <Loader size="xs" aria-label={`Uploading ${name}`} />
        ) : onRemove ? (
          <CloseButton
            size="sm"
            aria-label={removeLabel}
            onClick={onRemove}
            disabled={removeDisabled}
          />
        ) : null}
      </Group>
    </Paper>
  );
}
