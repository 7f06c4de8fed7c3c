import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useLoggedInUser } from '@/lib/account';
import { useSetQuickResponseViewedInfo } from '../api/set-quick-response-viewed-info';

const text = messages.firstRun;

/**
 * The one-time info on quick responses (spec: setQuickResponseViewedInfo) where the reply box
 * offers response templates; Got it marks it read, for good.
 */
export function QuickResponseInfo() {
  const user = useLoggedInUser().data;
  const gotIt = useSetQuickResponseViewedInfo();
  if (user?.hasViewedQuickResponseInfo !== false) return null;
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconBolt size={18} aria-hidden />}
      title={text.quickResponseTitle}
    >
      <Text size="sm">{text.quickResponseBody}</Text>
      <Group justify="flex-end" mt="xs">
        <Button size="xs" variant="light" loading={gotIt.isPending} onClick={() => gotIt.mutate()}>
          {text.quickResponseGotIt}
        </Button>
      </Group>
    </Alert>
  );
}
