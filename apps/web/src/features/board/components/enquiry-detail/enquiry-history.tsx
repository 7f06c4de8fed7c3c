import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { BOARD_COLUMN_TITLES } from '@quorum/shared';
import { useEnquiriesHistory } from '../../api/get-enquiries-history';
import { formatDateTime } from './format-time';

/**
 * The investor's other questions to this company, newest first (getEnquiriesHistory); each opens
 * in the drawer in place of this one.
 */
export function EnquiryHistory({
  enquiryId,
  onOpen,
}: {
  enquiryId: string;
  onOpen: (enquiryId: string) => void;
}) {
  const history = useEnquiriesHistory(enquiryId, { enabled: true });
  if (history.isPending)
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label="Loading the history" />
      </Center>
    );
  if (history.isError)
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{history.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  const items = history.data.pages.flatMap((page) => page.items);
  const others = items.filter((item) => item._id !== enquiryId);
  if (others.length === 0)
    return (
      <Text size="sm" c="dimmed">
        This investor has asked no other questions.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Stack
        component="ul"
        gap={6}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Other questions"
      >
        {others.map((item) => (
          <li key={item._id}>
            <UnstyledButton
              onClick={() => onOpen(item._id)}
              w="100%"
              p="xs"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} lineClamp={1}>
                  {item.subject || item.question}
                </Text>
                <Badge size="xs" variant="light" color="indigo" style={{ flexShrink: 0 }}>
                  {BOARD_COLUMN_TITLES[item.boardStatus]}
                </Badge>
              </Group>
              {item.subject ? (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {item.question}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {formatDateTime(item.createdAt)}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      {history.hasNextPage ? (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => void history.fetchNextPage()}
          loading={history.isFetchingNextPage}
        >
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
