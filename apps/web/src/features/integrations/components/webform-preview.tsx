import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { messages, WEBFORM_LIMITS, type WebformTheme } from '@quorum/shared';
import { forSrcdoc } from '@/lib/style-nonce';
import { useWebformPreview } from '../api/get-webform-preview';

/**
 * The public form as an investor will see it, in the chosen colours. The HTML is fetched with the
 * client secret and shown through srcdoc (its relative addresses resolve against the dashboard,
 * which serves the form too); the sandbox runs its script but gives it no access to the page. A
 * srcdoc document lives under this page's policy, so its style element takes this page's nonce
 * and it keeps no base element (lib/style-nonce.ts).
 */
export function WebformPreview({
  theme,
  clientSecret,
}: {
  theme: WebformTheme;
  clientSecret: string;
}) {
  const preview = useWebformPreview({ theme, clientSecret, enabled: true });
  if (preview.isError && !preview.data)
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{messages.webform.previewFailed}</Text>
          <Button size="xs" variant="default" onClick={() => void preview.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  if (preview.data === undefined)
    return (
      <Skeleton h={WEBFORM_LIMITS.previewHeight} radius="md" aria-label="Loading the preview" />
    );
  return (
    <iframe
      title="Web form preview"
      srcDoc={forSrcdoc(preview.data)}
      sandbox="allow-scripts"
      style={{
        width: '100%',
        height: WEBFORM_LIMITS.previewHeight,
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
        opacity: preview.isPlaceholderData ? 0.6 : 1,
        transition: 'opacity 150ms',
      }}
    />
  );
}
