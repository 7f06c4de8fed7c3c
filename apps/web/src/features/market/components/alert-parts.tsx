// What the alerts' table and their phone cards both show of an alert.
import { Badge, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatExactTime, formatRelativeTime } from '@/lib/format/relative-time';
import { useUpdateStockAlert } from '../api/alert-changes';
import type { StockAlert } from '../api/get-stock-alerts';
import { ALERT_TYPE_LABEL } from './alert-words';
import { formatAlertTarget } from './format';

/** "BHP price alert": how a control names the alert it acts on. */
export const alertName = (alert: StockAlert) =>
  `${alert.code} ${ALERT_TYPE_LABEL[alert.alertType].toLowerCase()} alert`;

/** Turns an alert on or off: the server takes the whole alert back with `isActive` changed. */
export function ActiveSwitch({ alert, canChange }: { alert: StockAlert; canChange: boolean }) {
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

/**
 * Armed: it fires on the next crossing. Triggered: it fired, and waits for the value to come back
 * before it can fire again. Past target: it has not fired, but the value was already past its
 * target when it was set, so it waits the same way.
 */
export function AlertState({ alert }: { alert: StockAlert }) {
  if (alert.armed)
    return (
      <Badge variant="light" color="blue">
        Armed
      </Badge>
    );
  if (alert.lastTriggeredAt)
    return (
      <Badge variant="light" color="orange">
        Triggered
      </Badge>
    );
  return (
    <Badge variant="light" color="gray">
      Past target
    </Badge>
  );
}

/** When the alert last fired and at what value, or Never. */
export function LastTriggered({ alert }: { alert: StockAlert }) {
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
