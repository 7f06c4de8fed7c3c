import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MARKET_DATA, messages, watchlistFormSchema, type WatchlistForm } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import type { Watchlist } from '../api/get-watchlists';
import { useCreateWatchlist, useUpdateWatchlist } from '../api/watchlist-changes';

const text = messages.marketData;

/** What the modal is open for: a new watchlist, or one to rename and describe again. */
export type WatchlistFormTarget = { kind: 'create' } | { kind: 'edit'; watchlist: Watchlist };

export function WatchlistFormModal({
  target,
  onClose,
}: {
  target: WatchlistFormTarget | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.kind === 'edit' ? 'Edit watchlist' : 'New watchlist'}
      centered
    >
      {target ? <WatchlistFormFields target={target} onDone={onClose} /> : null}
    </Modal>
  );
}

/** Name and description in the shared schema's words; the server's refusal shows under them. */
function WatchlistFormFields({
  target,
  onDone,
}: {
  target: WatchlistFormTarget;
  onDone: () => void;
}) {
  const create = useCreateWatchlist();
  const update = useUpdateWatchlist();
  const saving = target.kind === 'create' ? create : update;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WatchlistForm, unknown, z.output<typeof watchlistFormSchema>>({
    resolver: zodResolver(watchlistFormSchema),
    defaultValues:
      target.kind === 'edit'
        ? { name: target.watchlist.name, description: target.watchlist.description }
        : { name: '', description: '' },
  });
  const submit = handleSubmit((form) => {
    const done = (message: string) => () => {
      notifications.show({ message });
      onDone();
    };
    if (target.kind === 'create') create.mutate(form, { onSuccess: done(text.watchlistCreated) });
    else
      update.mutate(
        { watchlistId: target.watchlist.watchlistId, ...form },
        { onSuccess: done(text.watchlistUpdated) },
      );
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <TextInput
          label="Name"
          placeholder="Mining peers"
          required
          data-autofocus
          maxLength={MARKET_DATA.watchlistNameMax + 10}
          {...register('name')}
          error={errors.name?.message}
        />
        <Textarea
          label="Description"
          placeholder="The miners our investors compare us with"
          autosize
          minRows={2}
          maxLength={MARKET_DATA.watchlistDescriptionMax + 10}
          {...register('description')}
          error={errors.description?.message}
        />
        <FormError message={saving.error?.message} />
        <ModalActions
          onCancel={onDone}
          confirmLabel={target.kind === 'create' ? 'Create watchlist' : 'Save'}
          confirming={saving.isPending}
        />
      </Stack>
    </form>
  );
}
