import {
  Avatar,
  Badge,
  Box,
  Collapse,
  Group,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { AUDIT_AREA_LABELS, messages } from '@quorum/shared';
import type { AuditArea } from '@quorum/shared';
import { useState } from 'react';
import { formatRelativeTime } from '@/lib/format/relative-time';
import type { Activity } from '../api/get-activities';

const exact = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

export const areaLabel = (area: string) =>
  AUDIT_AREA_LABELS[area as AuditArea] ?? (area === 'visits' ? 'Page visits' : area);

const initialsOf = (name: string | null) =>
  (name ?? '?')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** A field name as words: "boardStatus" → "Board status". */
const fieldLabel = (field: string) => {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function Changes({ activity }: { activity: Activity }) {
  if (activity.changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {messages.activity.noChanges}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={240}>
      <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="28%">
              Field
            </Table.Th>
            <Table.Th scope="col">Before</Table.Th>
            <Table.Th scope="col">After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {activity.changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Th scope="row" fw={500}>
                {fieldLabel(change.field)}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {change.before ?? '—'}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {change.after ?? '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * One row of the history: who (picture, name, job title), what in a sentence, when, and from
 * which address and device; the before → after opens below it.
 */
export function ActivityRow({
  activity,
  compact = false,
}: {
  activity: Activity;
  compact?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const name = activity.actor.name ?? 'Someone';
  const jobTitle =
    activity.actor.kind === 'investor'
      ? 'Investor'
      : activity.actor.kind === 'system'
        ? 'Quorum'
        : (activity.jobTitle ?? activity.actor.role);
  const where = [activity.ip, activity.device].filter(Boolean).join(' · ');
  const expandable = activity.changes.length > 0;
  const detailsId = `activity-${activity._id}-changes`;
  return (
    <Box px={compact ? 'xs' : 'md'} py="sm" data-testid="activity-row">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Avatar
          src={activity.profileImage}
          alt=""
          radius="xl"
          size={compact ? 'sm' : 'md'}
          color="navy"
        >
          {initialsOf(activity.actor.name)}
        </Avatar>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} size="sm" data-testid="activity-actor">
              {name}
            </Text>
            {jobTitle && (
              <Text size="xs" c="dimmed">
                {jobTitle}
              </Text>
            )}
            {!compact && (
              <Badge variant="light" size="sm" color="gray">
                {areaLabel(activity.area)}
              </Badge>
            )}
          </Group>
          <Text size="sm" style={{ wordBreak: 'break-word' }} data-testid="activity-description">
            {activity.activityDescription}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed" title={exact.format(new Date(activity.createdAt))}>
              <time dateTime={activity.createdAt}>{formatRelativeTime(activity.createdAt)}</time>
            </Text>
            {where && (
              <Text size="xs" c="dimmed">
                · {where}
              </Text>
            )}
          </Group>
          {expandable && (
            <>
              <UnstyledButton
                onClick={() => setOpen((o) => !o)}
                aria-expanded={open}
                aria-controls={detailsId}
                mt={4}
              >
                <Group gap={4}>
                  {open ? (
                    <IconChevronDown size={14} aria-hidden />
                  ) : (
                    <IconChevronRight size={14} aria-hidden />
                  )}
                  <Text size="xs" c="navy.7" fw={500}>
                    {open ? 'Hide changes' : `Show changes (${activity.changes.length})`}
                  </Text>
                </Group>
              </UnstyledButton>
              <Collapse expanded={open}>
                <Box id={detailsId} mt="xs">
                  <Changes activity={activity} />
                </Box>
              </Collapse>
            </>
          )}
        </Stack>
      </Group>
    </Box>
  );
}
