import { Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { ConfirmDeleteModal } from '@/components/modals/confirm-delete-modal';
import { usePriceFreshness } from '../api/get-stock-data-preferences';
import { useWatchlists, type Watchlist } from '../api/get-watchlists';
import { marketKeys } from '../api/market-keys';
import { useDeleteWatchlist } from '../api/watchlist-changes';
import { useWatchlistUpdates } from '../hooks/use-watchlist-updates';
import { EmptyState } from './empty-state';
import { SimulatedNote } from './quote-status';
import { SectionHeader } from './section-header';
import { WatchlistCard } from './watchlist-card';
import { WatchlistFormModal, type WatchlistFormTarget } from './watchlist-form-modal';

function DeleteWatchlistModal({
  watchlist,
  onClose,
}: {
  watchlist: Watchlist | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useDeleteWatchlist();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDeleteModal
      opened={watchlist !== null}
      title="Delete watchlist"
      question={
        watchlist
          ? `Delete “${watchlist.name}”? Its stocks, and any alerts set from it, go with it.`
          : null
      }
      focusCancel
      error={remove.error?.message}
      pending={remove.isPending}
      onCancel={close}
      onConfirm={() =>
        watchlist &&
        remove.mutate(watchlist.watchlistId, {
          onSuccess: ({ message }) => {
            // Alerts set from the watchlist are deleted with it (the server's cascade).
            void queryClient.invalidateQueries({ queryKey: marketKeys.alerts() });
            notifications.show({ message });
            close();
          },
        })
      }
    />
  );
}

/**
 * The company's watchlists, its peers' prices kept live (or refreshed on the company's interval
 * when it turned live updates off), and reloaded when a colleague changes one.
 */
export function WatchlistsSection({ canChange }: { canChange: boolean }) {
  const headingId = useId();
  const { live, refreshMs } = usePriceFreshness();
  const watchlists = useWatchlists(refreshMs);
  useWatchlistUpdates();
  const [form, setForm] = useState<WatchlistFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Watchlist | null>(null);

  let body;
  if (watchlists.isPending)
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-label="Loading the watchlists">
        <Skeleton h={180} radius="md" />
        <Skeleton h={180} radius="md" />
      </SimpleGrid>
    );
  else if (watchlists.isError)
    body = (
      <LoadErrorAlert
        title="The watchlists could not load."
        message={watchlists.error.message}
        retrying={watchlists.isRefetching}
        onRetry={() => void watchlists.refetch()}
      />
    );
  else if (watchlists.data.length === 0)
    body = (
      <EmptyState
        title="No watchlists yet"
        hint={
          canChange
            ? 'Create one to follow the prices of your peers.'
            : 'A colleague with full access to the company details can create one.'
        }
      />
    );
  else
    body = (
      <Stack gap="sm">
        {watchlists.data.some((list) => list.stocks.some((stock) => stock.quote?.simulated)) ? (
          <SimulatedNote />
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {watchlists.data.map((watchlist) => (
            <WatchlistCard
              key={watchlist.watchlistId}
              watchlist={watchlist}
              live={live}
              canChange={canChange}
              onEdit={() => setForm({ kind: 'edit', watchlist })}
              onDelete={() => setDeleting(watchlist)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    );

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <SectionHeader
        id={headingId}
        title="Watchlists"
        description="The stocks the company follows: its peers, its sector."
        action={
          canChange ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setForm({ kind: 'create' })}
            >
              New watchlist
            </Button>
          ) : null
        }
      />
      {body}
      <WatchlistFormModal target={form} onClose={() => setForm(null)} />
      <DeleteWatchlistModal watchlist={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
