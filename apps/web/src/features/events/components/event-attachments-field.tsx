import { Button, FileButton, Input, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { EVENT_LIMITS, UPLOAD_RULES, messages } from '@quorum/shared';
import { UploadList } from '@/components/files/upload-list';
import { UploadRefusals } from '@/components/files/upload-refusals';
import { chosenFile } from '@/hooks/use-attachment-uploads';
import type { useAttachmentUploads } from '@/hooks/use-attachment-uploads';

const RULE = UPLOAD_RULES['event-attachment'];

/**
 * An event's attachments (Premium): the files, each uploaded as it is chosen, and a button while
 * there is room. On Essentials the field says attachments come with Premium (the server refuses
 * new ones there too); files an event already has stay listed.
 */
export function EventAttachmentsField({
  uploads,
  premium,
}: {
  uploads: ReturnType<typeof useAttachmentUploads>;
  premium: boolean;
}) {
  const { entries, refusals } = uploads;
  return (
    <Input.Wrapper
      label={`Attachments (${entries.length}/${EVENT_LIMITS.maxAttachments})`}
      description={premium ? 'PDF, images, audio or video, up to 5 MB each.' : undefined}
      error={refusals.length > 0 ? <UploadRefusals refusals={refusals} /> : undefined}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Stack gap="xs" mt={6}>
        {entries.length > 0 ? <UploadList entries={entries} onRemove={uploads.remove} /> : null}
        {!premium ? (
          <Text size="sm" c="dimmed">
            {messages.events.attachmentsPremium}
          </Text>
        ) : uploads.full ? null : (
          <FileButton
            multiple
            accept={RULE.types.join(',')}
            onChange={(files) => uploads.add(files.map(chosenFile))}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPaperclip size={16} aria-hidden />}
                style={{ alignSelf: 'flex-start' }}
              >
                Add attachments
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
