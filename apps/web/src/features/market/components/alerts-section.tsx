import { Button, Card, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { ConfirmDeleteModal } from '@/components/modals/confirm-delete-modal';
import { useCompanyDetail } from '@/lib/account';
import { useDeleteStockAlert } from '../api/alert-changes';
import { useStockAlerts, type StockAlert } from '../api/get-stock-alerts';
import { useStockAlertUpdates } from '../hooks/use-stock-alert-updates';
import { AlertFormModal, type AlertFormTarget } from './alert-form-modal';
import { AlertList } from './alert-list';
import { alertName } from './alert-parts';
import { AlertsTable } from './alerts-table';
import { EmptyState } from './empty-state';
import { SectionHeader } from './section-header';

function DeleteAlertModal({ alert, onClose }: { alert: StockAlert | null; onClose: () => void }) {
  const remove = useDeleteStockAlert();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDeleteModal
      opened={alert !== null}
      title="Delete alert"
      question={alert ? `Delete the ${alertName(alert)}? It will not fire again.` : null}
      focusCancel
      error={remove.error?.message}
      pending={remove.isPending}
      onCancel={close}
      onConfirm={() =>
        alert &&
        remove.mutate(alert.alertId, {
          onSuccess: ({ message }) => {
            notifications.show({ message });
            close();
          },
        })
      }
    />
  );
}

/**
 * The company's alerts. A fired alert shows as a toast while the page is open and turns
 * "Triggered" in the list; those who may change them create, edit, pause and delete them.
 */
export function AlertsSection({ canChange }: { canChange: boolean }) {
  const headingId = useId();
  const alerts = useStockAlerts();
  useStockAlertUpdates();
  const ownCode = useCompanyDetail().data?.asxCode ?? '';
  const [form, setForm] = useState<AlertFormTarget | null>(null);
  const [deleting, setDeleting] = useState<StockAlert | null>(null);
  // A phone reads the alerts as cards; a wider screen as a table.
  const isPhone = useMediaQuery('(max-width: 48em)');

  let body;
  if (alerts.isPending)
    body = <Skeleton h={120} radius="md" role="status" aria-label="Loading the alerts" />;
  else if (alerts.isError)
    body = (
      <LoadErrorAlert
        title="The alerts could not load."
        message={alerts.error.message}
        retrying={alerts.isRefetching}
        onRetry={() => void alerts.refetch()}
      />
    );
  else if (alerts.data.length === 0)
    body = (
      <EmptyState
        title="No alerts yet"
        hint={
          canChange
            ? 'Create one to hear when a price, a day’s move or a volume spike passes its target.'
            : 'A colleague with full access to the company details can create one.'
        }
      />
    );
  else if (isPhone)
    body = (
      <AlertList
        alerts={alerts.data}
        canChange={canChange}
        onEdit={(alert) => setForm({ kind: 'edit', alert })}
        onDelete={setDeleting}
      />
    );
  else
    body = (
      <Card withBorder radius="md" padding={0}>
        <AlertsTable
          alerts={alerts.data}
          canChange={canChange}
          onEdit={(alert) => setForm({ kind: 'edit', alert })}
          onDelete={setDeleting}
        />
      </Card>
    );

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <SectionHeader
        id={headingId}
        title="Alerts"
        description="When one fires, the team hears in the bell, and by email if they asked for it."
        action={
          canChange ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setForm({ kind: 'create', code: ownCode })}
            >
              New alert
            </Button>
          ) : null
        }
      />
      {body}
      <AlertFormModal target={form} onClose={() => setForm(null)} />
      <DeleteAlertModal alert={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
