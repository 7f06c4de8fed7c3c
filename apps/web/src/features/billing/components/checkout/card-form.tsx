import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatAud, type LocalCardInput } from '@quorum/shared';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { cardFormSchema, formatExpiry, groupCardNumber } from './card-fields';
import { TestCardsNote } from './test-cards-note';

type CardValues = z.input<typeof cardFormSchema>;

/**
 * The card form of the local checkout page: number, expiry (MM/YY), security code and the name on
 * the card, with the browser's card autofill names; checked with the shared card schema.
 */
export function CardForm({
  amountUnits,
  paying,
  error,
  onPay,
  onCancel,
}: {
  amountUnits: number;
  paying: boolean;
  error: string | null;
  onPay: (card: LocalCardInput) => void;
  onCancel: () => void;
}) {
  const { control, register, handleSubmit, setValue, formState } = useForm<
    CardValues,
    unknown,
    LocalCardInput
  >({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
  });
  const errors = formState.errors;
  const useTestCard = (number: string) =>
    setValue('cardNumber', groupCardNumber(number), { shouldValidate: formState.isSubmitted });

  return (
    <form noValidate onSubmit={handleSubmit(onPay)} aria-label="Card details">
      <Stack gap="md">
        <TestCardsNote onUse={useTestCard} />
        <Controller
          control={control}
          name="cardNumber"
          render={({ field }) => (
            <TextInput
              label="Card number"
              autoComplete="cc-number"
              inputMode="numeric"
              placeholder="1234 1234 1234 1234"
              value={String(field.value ?? '')}
              onChange={(event) => field.onChange(groupCardNumber(event.currentTarget.value))}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={errors.cardNumber?.message}
            />
          )}
        />
        <Group grow align="flex-start" gap="sm">
          <Controller
            control={control}
            name="expiry"
            render={({ field }) => (
              <TextInput
                label="Expiry (MM/YY)"
                autoComplete="cc-exp"
                inputMode="numeric"
                placeholder="MM/YY"
                value={String(field.value ?? '')}
                onChange={(event) =>
                  field.onChange(formatExpiry(event.currentTarget.value, String(field.value ?? '')))
                }
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={errors.expiry?.message}
              />
            )}
          />
          <TextInput
            label="Security code (CVC)"
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            placeholder="123"
            {...register('cvc')}
            error={errors.cvc?.message}
          />
        </Group>
        <TextInput
          label="Name on card"
          autoComplete="cc-name"
          {...register('name')}
          error={errors.name?.message}
        />
        <FormError message={error} />
        <Button
          type="submit"
          size="md"
          loading={paying}
          leftSection={<IconLock size={16} aria-hidden />}
        >
          Pay {formatAud(amountUnits)}
        </Button>
        <Button variant="subtle" color="gray" onClick={onCancel} disabled={paying}>
          Cancel
        </Button>
      </Stack>
    </form>
  );
}
