import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { StockAlertFields, type StockAlert } from './get-stock-alerts';
import { marketKeys } from './market-keys';

const CreateStockAlert = graphql(
  `
    mutation CreateStockAlert($input: StockAlertInput!) {
      createStockAlert(input: $input) {
        ...StockAlertFields
      }
    }
  `,
  [StockAlertFields],
);

const UpdateStockAlert = graphql(
  `
    mutation UpdateStockAlert($input: UpdateStockAlertInput!) {
      updateStockAlert(input: $input) {
        ...StockAlertFields
      }
    }
  `,
  [StockAlertFields],
);

const DeleteStockAlert = graphql(`
  mutation DeleteStockAlert($alertId: ID!) {
    deleteStockAlert(alertId: $alertId) {
      message
    }
  }
`);

export type StockAlertInput = VariablesOf<typeof CreateStockAlert>['input'];
export type UpdateStockAlertInput = VariablesOf<typeof UpdateStockAlert>['input'];

/** The alerts with `changed` in its place, or last when it is new (the list is oldest first). */
function withAlert(alerts: StockAlert[] | undefined, changed: StockAlert): StockAlert[] {
  if (!alerts) return [changed];
  return alerts.some((alert) => alert.alertId === changed.alertId)
    ? alerts.map((alert) => (alert.alertId === changed.alertId ? changed : alert))
    : [...alerts, changed];
}

function useAlertChange<V>(send: (variables: V) => Promise<StockAlert>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (changed) =>
      queryClient.setQueryData<StockAlert[]>(marketKeys.alerts(), (alerts) =>
        withAlert(alerts, changed),
      ),
  });
}

export const useCreateStockAlert = () =>
  useAlertChange(
    async (input: StockAlertInput) => (await request(CreateStockAlert, { input })).createStockAlert,
  );

/** Also the active switch: the server takes the whole alert back with `isActive` changed. */
export const useUpdateStockAlert = () =>
  useAlertChange(
    async (input: UpdateStockAlertInput) =>
      (await request(UpdateStockAlert, { input })).updateStockAlert,
  );

export function useDeleteStockAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (alertId: string) =>
      (await request(DeleteStockAlert, { alertId })).deleteStockAlert,
    onSuccess: (_result, alertId) =>
      queryClient.setQueryData<StockAlert[]>(marketKeys.alerts(), (alerts) =>
        alerts?.filter((alert) => alert.alertId !== alertId),
      ),
  });
}
