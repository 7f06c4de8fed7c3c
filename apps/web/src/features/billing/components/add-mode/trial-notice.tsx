import { Button, Group, Paper, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import { formatPlanDate } from '../plan-dates';

/**
 * A new company's two-week Premium trial is running: it may choose now, or keep the trial and go
 * on to invite its team ("Continue with the free trial", ours: the trial needs no card).
 */
export function TrialNotice({
  endDate,
  onContinue,
}: {
  endDate: string | null | undefined;
  onContinue: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" bg="grape.0" maw={880} mx="auto" w="100%">
      <Group justify="space-between" gap="sm">
        <Text size="sm" style={{ flex: '1 1 320px' }}>
          {endDate
            ? messages.pricing.trialRunning(formatPlanDate(endDate))
            : messages.pricing.trialNoDate}
        </Text>
        <Button variant="white" color="grape" onClick={onContinue}>
          Continue with the free trial
        </Button>
      </Group>
    </Paper>
  );
}
