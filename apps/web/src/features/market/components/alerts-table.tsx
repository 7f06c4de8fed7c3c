import { Table, VisuallyHidden } from '@mantine/core';
import { EditDeleteMenu } from '@/components/menus/edit-delete-menu';
import type { StockAlert } from '../api/get-stock-alerts';
import { ActiveSwitch, AlertState, LastTriggered, alertName } from './alert-parts';
import { ALERT_CONDITION_LABEL, ALERT_TYPE_LABEL } from './alert-words';
import { formatAlertTarget } from './format';

/** The company's alerts on a wide screen: what each watches, whether it is on, when it last fired. */
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
                <AlertState alert={alert} />
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
