import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import { useState } from 'react';
import { useActivityRetention, useUpdateActivityRetention } from '../api/activity-retention';

const text = messages.activity;

/** How long the company keeps its history: administrators choose, after a confirmation. */
export function RetentionSetting() {
  const retention = useActivityRetention();
  const update = useUpdateActivityRetention();
  const [choice, setChoice] = useState<string | null>(null);
  if (!retention.data?.mayChange) return null;
  const current = String(retention.data.retentionDays);
  const chosen = choice ?? current;
  const options = retention.data.options.map((o) => ({ value: String(o.days), label: o.label }));
  const save = () => {
    const label = options.find((o) => o.value === chosen)?.label ?? chosen;
    modals.openConfirmModal({
      title: 'Change retention',
      children: <Text size="sm">{text.retentionConfirm(label)}</Text>,
      labels: { confirm: 'Save', cancel: 'Cancel' },
      onConfirm: () =>
        update.mutate(Number(chosen), {
          onSuccess: () => {
            setChoice(null);
            notifications.show({ message: text.retentionSaved });
          },
          onError: (error) => notifications.show({ color: 'red', message: error.message }),
        }),
    });
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Keep the history for"
            data={options}
            value={chosen}
            onChange={setChoice}
            allowDeselect={false}
            w={{ base: '100%', sm: 200 }}
          />
          <Button
            variant="light"
            disabled={chosen === current}
            loading={update.isPending}
            onClick={save}
          >
            Save retention
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Older changes are deleted once a day. Only administrators can change this.
        </Text>
      </Stack>
    </Paper>
  );
}
