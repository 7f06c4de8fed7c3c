import { Card, Group, Stack, Text } from '@mantine/core';
import { EditDeleteMenu } from '@/components/menus/edit-delete-menu';
import type { StockAlert } from '../api/get-stock-alerts';
import { ActiveSwitch, AlertState, LastTriggered, alertName } from './alert-parts';
import { ALERT_CONDITION_LABEL, ALERT_TYPE_LABEL } from './alert-words';
import { formatAlertTarget } from './format';

/** The company's alerts on a phone: one card each, the table's columns as lines. */
export function AlertList({
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
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {alerts.map((alert) => (
        <Card key={alert.alertId} component="li" withBorder radius="md" padding="sm">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={700} size="sm">
                {alert.code}{' '}
                <Text component="span" fw={400} size="sm">
                  {ALERT_TYPE_LABEL[alert.alertType]}{' '}
                  {ALERT_CONDITION_LABEL[alert.condition].toLowerCase()}{' '}
                  {formatAlertTarget(alert.alertType, alert.targetPrice)}
                </Text>
              </Text>
              {canChange ? (
                <EditDeleteMenu
                  itemName={alertName(alert)}
                  onEdit={() => onEdit(alert)}
                  onDelete={() => onDelete(alert)}
                />
              ) : null}
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap">
                <ActiveSwitch alert={alert} canChange={canChange} />
                <AlertState alert={alert} />
              </Group>
              <Group gap={4} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  Last triggered
                </Text>
                <LastTriggered alert={alert} />
              </Group>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
