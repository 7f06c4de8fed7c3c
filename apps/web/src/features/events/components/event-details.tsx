import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconClock, IconLink, IconMapPin, IconPaperclip, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CompanyEvent } from '../api/event-fields';
import { eventAttendees, eventWhen } from './event-time';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <span aria-hidden style={{ display: 'flex', paddingTop: 2 }}>
        {icon}
      </span>
      <div>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </div>
    </Group>
  );
}

/** What the popover and the event's window say of it: time, place, link, attendees, files. */
export function EventDetails({
  event,
  compact = false,
}: {
  event: CompanyEvent;
  compact?: boolean;
}) {
  return (
    <Stack gap={6}>
      <Line icon={<IconClock size={16} />} label="When">
        <Text size="sm">{eventWhen(event)}</Text>
      </Line>
      {event.location ? (
        <Line icon={<IconMapPin size={16} />} label="Where">
          <Text size="sm">{event.location}</Text>
        </Line>
      ) : null}
      {event.onlineUrl ? (
        <Line icon={<IconLink size={16} />} label="Online">
          <Anchor
            href={event.onlineUrl}
            target="_blank"
            rel="noreferrer"
            size="sm"
            style={{ wordBreak: 'break-all' }}
          >
            {event.onlineUrl}
          </Anchor>
        </Line>
      ) : null}
      <Line icon={<IconUsers size={16} />} label="Attendees">
        <Text size="sm">{eventAttendees(event)}</Text>
      </Line>
      {!compact && event.attachment.length > 0 ? (
        <Line icon={<IconPaperclip size={16} />} label="Attachments">
          <Stack gap={2}>
            {event.attachment.map((file) => (
              <Anchor key={file.key} href={file.url} target="_blank" rel="noreferrer" size="sm">
                {file.name}
              </Anchor>
            ))}
          </Stack>
        </Line>
      ) : null}
      {!compact && event.description ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {event.description}
        </Text>
      ) : null}
    </Stack>
  );
}
