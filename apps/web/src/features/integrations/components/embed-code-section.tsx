import { Alert, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import type { WebformConfig } from '../api/get-webform';
import { CopyButton } from './copy-button';

/**
 * The code to paste into the company's website, read-only with a Copy button, and the form's own
 * address. Until a domain is saved the form accepts nothing, so it says what to do first.
 */
export function EmbedCodeSection({ config }: { config: WebformConfig }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="webform-embed-title">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" id="webform-embed-title">
            Embed code
          </Title>
          <Text size="sm" c="dimmed">
            Paste this code into your website where the form should appear.
          </Text>
        </div>
        {config.enabled ? <CopyButton value={config.embedCode} label="Copy embed code" /> : null}
      </Group>
      {config.enabled ? (
        <>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {config.embedCode}
          </Code>
          <Group justify="space-between" gap="xs" mt="xs">
            <Text size="sm" fw={500}>
              Form address
            </Text>
            <CopyButton value={config.webLink} label="Copy form address" />
          </Group>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {config.webLink}
          </Text>
        </>
      ) : (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
          {messages.webform.notSetUp}
        </Alert>
      )}
    </Stack>
  );
}
