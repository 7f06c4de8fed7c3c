import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useSyncStockData } from '../api/sync-stock-data';

/** "Refresh": asks the provider again now and says what came back, in the server's words. */
export function SyncButton() {
  const sync = useSyncStockData();
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
      loading={sync.isPending}
      onClick={() =>
        sync.mutate(undefined, {
          onSuccess: ({ message }) => notifications.show({ message }),
          onError: (error) => notifications.show({ color: 'red', message: error.message }),
        })
      }
    >
      Refresh
    </Button>
  );
}
