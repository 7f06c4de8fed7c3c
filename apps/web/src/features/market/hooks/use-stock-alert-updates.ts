import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TIMING, codeOfSymbol, messages } from '@quorum/shared';
import { graphql, subscribe } from '@/lib/graphql';
import { stockAlertToastId } from '@/lib/toasts/stock-alert-toast';
import { marketKeys } from '../api/market-keys';

const StockAlertTriggered = graphql(`
  subscription StockAlertTriggered {
    stockAlertTriggered {
      alertId
      symbol
      value
      triggeredAt
      message
    }
  }
`);

/**
 * An alert of the company fired: a toast says so in the server's words, and the alerts reload to
 * show it triggered. The bell's toast of the same alert shares the toast's id, so one shows.
 */
export function useStockAlertUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: marketKeys.alerts() });
    return subscribe(
      StockAlertTriggered,
      {},
      {
        next: ({ stockAlertTriggered: fired }) => {
          refetch();
          notifications.show({
            id: stockAlertToastId(fired.message),
            title: messages.marketData.alertTriggeredTitle(codeOfSymbol(fired.symbol)),
            message: fired.message,
            autoClose: TIMING.toastMs,
          });
        },
        reconnected: refetch,
      },
    );
  }, [queryClient]);
}
