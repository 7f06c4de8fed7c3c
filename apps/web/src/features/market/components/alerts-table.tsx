import { Badge, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EditDeleteMenu } from '@/components/menus/edit-delete-menu';
import { formatExactTime, formatRelativeTime } from '@/lib/format/relative-time';
import { useUpdateStockAlert } from '../api/alert-changes';
import type { StockAlert } from '../api/get-stock-alerts';
import { ALERT_CONDITION_LABEL, ALERT_TYPE_LABEL } from './alert-words';
import { formatAlertTarget } from './format';

/** "BHP price alert": how a control names the alert it acts on. */
export const alertName = (alert: StockAlert) =>
  `${alert.code} ${ALERT_TYPE_LABEL[alert.alertType].toLowerCase()} alert`;

function ActiveSwitch({ alert, canChange }: { alert: StockAlert; canChange: boolean }) {
  const update = useUpdateStockAlert();
  const { alertId, watchlistId, code, alertType, condition, targetPrice } = alert;
  return (
    <Switch
      aria-label={`Active: ${alertName(alert)}`}
      checked={update.isPending ? !alert.isActive : alert.isActive}
      disabled={!canChange || update.isPending}
      onChange={(event) =>
        update.mutate(
          {
            alertId,
            watchlistId,
            symbol: code,
            alertType,
            condition,
            targetPrice,
            isActive: event.currentTarget.checked,
          },
          { onError: (error) => notifications.show({ color: 'red', message: error.message }) },
        )
      }
    />
  );
}

/** Armed: it will fire on the next crossing. Triggered: it fired, and waits for the price to turn. */
function AlertState({ armed }: { armed: boolean }) {
  return armed ? (
    <Badge variant="light" color="blue">
      Armed
    </Badge>
  ) : (
    <Badge variant="light" color="orange">
      Triggered
    </Badge>
  );
}

function LastTriggered({ alert }: { alert: StockAlert }) {
  if (!alert.lastTriggeredAt)
    return (
      <Text size="sm" c="dimmed">
        Never
      </Text>
    );
  return (
    <Text size="sm">
      <time dateTime={alert.lastTriggeredAt} title={formatExactTime(alert.lastTriggeredAt)}>
        {formatRelativeTime(alert.lastTriggeredAt)}
      </time>
      {alert.lastTriggeredValue === null
        ? null
        : ` at ${formatAlertTarget(alert.alertType, alert.lastTriggeredValue)}`}
    </Text>
  );
}

/** The company's alerts: what each watches, whether it is on, and when it last fired. Scrolls on a phone. */
export function AlertsTable({
  alerts,
  canChange,
  onEdit,
  onDelete,
}: {
  alerts: StockAlert[];
  canChange: boolean;
  onEdit: (alert: StockAlert) => void;
  onDelete: (alert: StockAlert) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Stock</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Condition</Table.Th>
            <Table.Th ta="right">Target</Table.Th>
            <Table.Th>Active</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Last triggered</Table.Th>
            {canChange ? (
              <Table.Th w={48}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {alerts.map((alert) => (
            <Table.Tr key={alert.alertId}>
              <Table.Td fw={700}>{alert.code}</Table.Td>
              <Table.Td>{ALERT_TYPE_LABEL[alert.alertType]}</Table.Td>
              <Table.Td>{ALERT_CONDITION_LABEL[alert.condition]}</Table.Td>
              <Table.Td ta="right">
                {formatAlertTarget(alert.alertType, alert.targetPrice)}
              </Table.Td>
              <Table.Td>
                <ActiveSwitch alert={alert} canChange={canChange} />
              </Table.Td>
              <Table.Td>
                <AlertState armed={alert.armed} />
              </Table.Td>
              <Table.Td>
                <LastTriggered alert={alert} />
              </Table.Td>
              {canChange ? (
                <Table.Td>
                  <EditDeleteMenu
                    itemName={alertName(alert)}
                    onEdit={() => onEdit(alert)}
                    onDelete={() => onDelete(alert)}
                  />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
