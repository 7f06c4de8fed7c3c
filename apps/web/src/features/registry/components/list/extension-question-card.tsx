import { ActionIcon, Group, Paper, Spoiler, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { messages } from '@quorum/shared';
import type { ExtensionRegistryItem } from '../../api/get-extension-question-registries';

/**
 * A saved question in the email-extension view: the question, its response (long ones fold),
 * and a button that copies the response for pasting into a reply.
 */
export function ExtensionQuestionCard({ item }: { item: ExtensionRegistryItem }) {
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(item.response);
      setCopied(true);
      notifications.show({ message: messages.registry.copied });
    } catch {
      notifications.show({ color: 'red', message: messages.registry.copyFailed });
    }
  };
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text id={titleId} fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
            {item.question}
          </Text>
          <Tooltip label={copied ? 'Copied' : 'Copy response'}>
            <ActionIcon
              variant="light"
              color={copied ? 'teal' : undefined}
              aria-label={`Copy the response to "${item.question}"`}
              onClick={() => void copy()}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        </Group>
        <Spoiler maxHeight={84} showLabel="Show more" hideLabel="Show less">
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
            {item.response}
          </Text>
        </Spoiler>
      </Stack>
    </Paper>
  );
}
