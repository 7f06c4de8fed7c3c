import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { BOARD_COLUMN_TITLES, ENQUIRY_STATUS_LABELS } from '@quorum/shared';
import type { ReactNode } from 'react';
import type { EnquiryDetail } from '../../api/get-enquiry-question';
import { SentimentIndicator } from '../card/sentiment-indicator';
import { formatDateTime } from './format-time';
import type { InvestorDisplay } from './investor-display';

/**
 * Who asked and where the question stands: the asker under the investor display rules, the
 * conversation's status, its column, when it arrived, whether it is in the registry; then the
 * actions.
 */
export function EnquiryDetailHeader({
  enquiry,
  asker,
  actions,
}: {
  enquiry: EnquiryDetail;
  asker: InvestorDisplay;
  actions: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap" align="baseline">
        <Text fw={700} size="lg">
          {asker.name}
        </Text>
        {asker.email ? (
          <Text size="sm" c="dimmed">
            {asker.email}
          </Text>
        ) : null}
        {asker.badges.map((badge) => (
          <Badge key={badge} size="sm" variant="outline" color="gray">
            {badge}
          </Badge>
        ))}
      </Group>
      {asker.notice ? (
        <Alert color="gray" variant="light" p="xs" icon={<IconInfoCircle size={18} aria-hidden />}>
          {asker.notice}
        </Alert>
      ) : null}
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color={enquiry.status === 'closed' ? 'gray' : 'blue'}>
          {ENQUIRY_STATUS_LABELS[enquiry.status]}
        </Badge>
        <Badge variant="light" color="indigo">
          {BOARD_COLUMN_TITLES[enquiry.boardStatus]}
        </Badge>
        {enquiry.addedToRegistry ? (
          <Badge variant="light" color="teal">
            In registry
          </Badge>
        ) : null}
        <SentimentIndicator sentiment={enquiry.sentiment} size="sm" />
        <Text size="xs" c="dimmed">
          Received {formatDateTime(enquiry.createdAt)}
        </Text>
      </Group>
      {actions}
    </Stack>
  );
}
