import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, NativeSelect, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  STOCK_ALERT_CONDITIONS,
  STOCK_ALERT_TYPES,
  messages,
  stockAlertFormSchema,
  type StockAlertForm,
} from '@quorum/shared';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import { useCreateStockAlert, useUpdateStockAlert } from '../api/alert-changes';
import type { StockAlert } from '../api/get-stock-alerts';
import { ALERT_CONDITION_LABEL, ALERT_TARGET_FIELD, ALERT_TYPE_LABEL } from './alert-words';

const text = messages.marketData;

/** What the modal is open for: a new alert (on the company's own code, to start), or one to edit. */
export type AlertFormTarget =
  { kind: 'create'; code: string } | { kind: 'edit'; alert: StockAlert };

export function AlertFormModal({
  target,
  onClose,
}: {
  target: AlertFormTarget | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.kind === 'edit' ? 'Edit alert' : 'New alert'}
      centered
    >
      {target ? <AlertFormFields target={target} onDone={onClose} /> : null}
    </Modal>
  );
}

function initialValues(target: AlertFormTarget): DefaultValues<StockAlertForm> {
  if (target.kind === 'create')
    return {
      symbol: target.code,
      alertType: 'PRICE',
      condition: 'ABOVE',
      isActive: true,
    };
  const { code, alertType, condition, targetPrice, isActive } = target.alert;
  return { symbol: code, alertType, condition, targetPrice, isActive };
}

/** The alert's fields, checked by the shared schema in the server's words. */
function AlertFormFields({ target, onDone }: { target: AlertFormTarget; onDone: () => void }) {
  const create = useCreateStockAlert();
  const update = useUpdateStockAlert();
  const saving = target.kind === 'create' ? create : update;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<StockAlertForm, unknown, z.output<typeof stockAlertFormSchema>>({
    resolver: zodResolver(stockAlertFormSchema),
    defaultValues: initialValues(target),
  });
  const alertType = useWatch({ control, name: 'alertType' });
  const targetField = ALERT_TARGET_FIELD[alertType];

  const submit = handleSubmit((form) => {
    const done = (message: string) => () => {
      notifications.show({ message });
      onDone();
    };
    if (target.kind === 'create') create.mutate(form, { onSuccess: done(text.alertCreated) });
    else
      update.mutate(
        // The watchlist it was set from stays: leaving it out would unlink it.
        { ...form, alertId: target.alert.alertId, watchlistId: target.alert.watchlistId },
        { onSuccess: done(text.alertUpdated) },
      );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <TextInput
          label="ASX code"
          placeholder="BHP"
          required
          data-autofocus
          autoCapitalize="characters"
          autoComplete="off"
          {...register('symbol')}
          error={errors.symbol?.message}
        />
        <NativeSelect
          label="Alert on"
          data={STOCK_ALERT_TYPES.map((value) => ({ value, label: ALERT_TYPE_LABEL[value] }))}
          {...register('alertType', {
            // A volume spike only rises: its condition follows.
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value === 'VOLUME_SPIKE') setValue('condition', 'ABOVE');
            },
          })}
          error={errors.alertType?.message}
        />
        <NativeSelect
          label="Condition"
          data={STOCK_ALERT_CONDITIONS.map((value) => ({
            value,
            label: ALERT_CONDITION_LABEL[value],
            disabled: alertType === 'VOLUME_SPIKE' && value === 'BELOW',
          }))}
          {...register('condition')}
          error={errors.condition?.message}
        />
        <Controller
          control={control}
          name="targetPrice"
          render={({ field }) => (
            <NumberInput
              label={targetField.label}
              description={targetField.description}
              required
              min={0}
              decimalScale={4}
              prefix={alertType === 'PRICE' ? '$' : undefined}
              suffix={
                alertType === 'PERCENT_MOVE' ? '%' : alertType === 'VOLUME_SPIKE' ? '×' : undefined
              }
              name={field.name}
              ref={field.ref}
              // Uncontrolled: the field keeps what is typed ("4." on the way to 4.5); the form keeps
              // the number, or NaN while there is none (undefined would bring the saved value back).
              defaultValue={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : NaN)}
              error={errors.targetPrice?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Switch
              label="Active"
              description="An inactive alert is kept but never fires."
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <FormError message={saving.error?.message} />
        <ModalActions
          onCancel={onDone}
          confirmLabel={target.kind === 'create' ? 'Create alert' : 'Save'}
          confirming={saving.isPending}
        />
      </Stack>
    </form>
  );
}
