import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '@quorum/shared';
import type { AuditSubjectType } from '@quorum/shared';
import { useState } from 'react';
import { useTimeline } from '../api/get-activities';
import { ActivityRow } from './activity-row';
import { ActivityEmpty, ActivityError, ActivityLoading } from './activity-states';

const STEP = 10;

/**
 * One thing's own history (a question in the board's drawer, an announcement, an event): every
 * recorded change to it, newest first, with who, when and before → after.
 */
export function Timeline({
  subjectType,
  subjectId,
  title = 'History',
}: {
  subjectType: AuditSubjectType;
  subjectId: string;
  title?: string;
}) {
  const [limit, setLimit] = useState(STEP);
  const timeline = useTimeline(subjectType, subjectId, limit);
  return (
    <Stack gap="xs" data-testid="timeline">
      <Title order={3} fz="md">
        {title}
      </Title>
      {timeline.isPending ? (
        <ActivityLoading rows={2} />
      ) : timeline.isError ? (
        <ActivityError
          message={timeline.error.message}
          retrying={timeline.isFetching}
          retry={() => void timeline.refetch()}
        />
      ) : timeline.data.items.length === 0 ? (
        <ActivityEmpty message={messages.activity.emptyTimeline} />
      ) : (
        <Paper withBorder radius="md">
          <Stack gap={0}>
            {timeline.data.items.map((activity) => (
              <ActivityRow key={activity._id} activity={activity} compact />
            ))}
          </Stack>
          {timeline.data.meta.totalItems > timeline.data.items.length && (
            <Button
              variant="subtle"
              size="xs"
              m="xs"
              loading={timeline.isFetching}
              onClick={() => setLimit((l) => l + STEP)}
            >
              Show older changes
            </Button>
          )}
          {!timeline.data.companyWide && (
            <Text size="xs" c="dimmed" px="md" pb="xs">
              {messages.activity.introOwn}
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}
