import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Modal, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { formatAud, messages, shareholderCountSchema, tierForShareholders } from '@quorum/shared';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import { tierAmount, type PlanProducts } from '../../api/get-products';
import { useSubscribeV1 } from '../../api/subscribe-v1';
import { leaveFor } from '../../api/leave-for';
import { subscribeFailure } from '../subscribe-failure';
import { SalesLink } from '../sales-link';
import { tierText } from '../tier-text';

const schema = z.object({ shareholders: shareholderCountSchema });

/**
 * Spec plans modal: the provider's products, the number of shareholders (required, at least 1)
 * and Subscribe, which sends POST /stripe/subscribe { userBaseRange, priceId } and follows the
 * answer's url to pay. For whoever knows their exact count rather than a tier.
 */
export function PlansModal({
  opened,
  products,
  onClose,
}: {
  opened: boolean;
  products: PlanProducts;
  onClose: () => void;
}) {
  const subscribe = useSubscribeV1();
  const { control, handleSubmit, formState } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({ resolver: zodResolver(schema), defaultValues: { shareholders: '' } });
  const entered = Number(useWatch({ control, name: 'shareholders' }));
  const tier = Number.isInteger(entered) && entered >= 1 ? tierForShareholders(entered) : null;
  const premium = products.premium;
  const amount = premium && tier ? tierAmount(premium.price, tier) : null;

  const submit = handleSubmit((values) => {
    if (!premium) return;
    subscribe.mutate(
      { userBaseRange: values.shareholders, priceId: premium.price.id },
      { onSuccess: ({ url }) => leaveFor(url) },
    );
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Choose your plan" centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {[products.essentials?.product, premium?.product].map((product) =>
            product ? (
              <Paper key={product.id} withBorder radius="md" p="sm">
                <Text fw={600}>{product.name}</Text>
                <Text size="sm" c="dimmed">
                  {product.description}
                </Text>
              </Paper>
            ) : null,
          )}
          <Controller
            control={control}
            name="shareholders"
            render={({ field }) => (
              <NumberInput
                label="Number of shareholders"
                min={1}
                // Said, not silently corrected: 0 is refused with the reason.
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                value={field.value as number | string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={formState.errors.shareholders?.message}
                data-autofocus
              />
            )}
          />
          {tier === 'infinite' ? (
            <Group justify="space-between" gap="sm">
              <Text size="sm">{messages.plan.customTier}</Text>
              <SalesLink label="Contact Sales" variant="light" size="xs" />
            </Group>
          ) : tier && amount !== null ? (
            <Text size="sm" aria-live="polite">
              {messages.pricing.premiumAtTier(tierText(tier))}: {formatAud(amount)}
              {messages.pricing.perMonth}
            </Text>
          ) : null}
          <FormError message={subscribe.error ? subscribeFailure(subscribe.error) : null} />
          <ModalActions
            onCancel={onClose}
            confirmLabel="Subscribe"
            confirming={subscribe.isPending || subscribe.isSuccess}
            confirmDisabled={!premium || tier === 'infinite'}
          />
        </Stack>
      </form>
    </Modal>
  );
}
