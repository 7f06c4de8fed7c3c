import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AnswerOption {
  id: string;
  title: string;
  body: string;
  /** A line under the body, such as how many files a template brings. */
  extra?: string;
  /** A short tag beside the title, such as how well a suggestion fits ("92% match"). */
  badge?: string;
}

/** One tab's results: each answer with its 'Use' button, or the loading, error and empty states. */
export function RegistryAnswerList({
  options,
  loading,
  error,
  onRetry,
  onUse,
  empty,
  footer,
  loadingLabel = 'Searching',
  label,
}: {
  options: readonly AnswerOption[];
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  onUse: (id: string) => void;
  empty: string;
  footer?: ReactNode;
  loadingLabel?: string;
  /** The list's accessible name, when a page shows more than one. */
  label?: string;
}) {
  if (loading)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={loadingLabel} />
      </Center>
    );
  if (error)
    return (
      <Alert color="red" role="alert" p="xs">
        <Stack gap={6}>
          <Text size="sm">{error.message}</Text>
          <Button size="xs" variant="default" onClick={onRetry} style={{ alignSelf: 'flex-start' }}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  if (options.length === 0)
    return (
      <Text size="sm" c="dimmed" py="xs">
        {empty}
      </Text>
    );
  return (
    <Stack gap={6}>
      <Stack component="ul" aria-label={label} gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {options.map((option) => (
          <Paper key={option.id} component="li" withBorder radius="sm" p="xs">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Stack gap={2} miw={0}>
                {option.badge ? (
                  <Badge size="sm" variant="light" color="teal" style={{ alignSelf: 'flex-start' }}>
                    {option.badge}
                  </Badge>
                ) : null}
                <Text size="sm" fw={600} lineClamp={2}>
                  {option.title}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={3}>
                  {option.body}
                </Text>
                {option.extra ? (
                  <Text size="xs" c="dimmed">
                    {option.extra}
                  </Text>
                ) : null}
              </Stack>
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => onUse(option.id)}
                aria-label={`Use: ${option.title}`}
                style={{ flexShrink: 0 }}
              >
                Use
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      {footer}
    </Stack>
  );
}
