import { Stack } from '@mantine/core';
import type { AttachmentRefusal } from '@/hooks/use-attachment-uploads';

/** Why each refused file was refused, under a form's attachment field (its `error`). */
export function UploadRefusals({ refusals }: { refusals: readonly AttachmentRefusal[] }) {
  return (
    <Stack component="span" gap={2}>
      {refusals.map((refusal, index) => (
        <span key={`${refusal.name}-${index}`}>
          {refusal.name}: {refusal.message}
        </span>
      ))}
    </Stack>
  );
}
