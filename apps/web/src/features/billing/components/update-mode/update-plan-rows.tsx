import { Button, Stack } from '@mantine/core';
import { FREE_PLAN, messages, PLAN_BENEFITS, PLAN_LABELS } from '@quorum/shared';
import type { Plan, ShareholderTier } from '@quorum/shared';
import { useState, type ReactNode } from 'react';
import { useModalTarget } from '@/hooks/use-modal-target';
import { tierAmount, type PlanProducts } from '../../api/get-products';
import type { SubscribeInput } from '../../api/subscribe';
import { usePlanChange } from '../../hooks/use-plan-change';
import { NonPermitUpgradeModal } from '../modals/non-permit-upgrade-modal';
import {
  PlanChangeConfirmModal,
  type ConfirmedChange,
  type CurrentTerms,
} from '../modals/plan-change-confirm-modal';
import {
  ACTION_LABELS,
  CONFIRMED_ACTIONS,
  currentPlanOf,
  rowAction,
  type CurrentSubscription,
  type PlanAction,
} from '../plan-actions';
import { PlanPrice } from '../plan-price';
import { SalesLink } from '../sales-link';
import { tierText } from '../tier-text';
import { CurrentState } from './current-state';
import { PlanRow } from './plan-row';
import { TierSelect } from './tier-select';

interface PendingConfirmation {
  input: Omit<SubscribeInput, 'flag'>;
  change: ConfirmedChange;
}

/**
 * The update-plan page's rows and what their buttons do (spec §4): Essentials to Premium and a
 * re-activation are submitted at once; a downgrade or a tier change asks first. Failures are
 * swallowed as the spec says, the button simply usable again.
 */
export function UpdatePlanRows({
  products,
  subscription,
  currentTier,
  graceEndsAt,
  terms,
  reactivateAsked,
}: {
  products: PlanProducts;
  subscription: CurrentSubscription;
  /** The company's Premium tier, when it has one. */
  currentTier: ShareholderTier | null;
  graceEndsAt: string | null;
  terms: CurrentTerms;
  /** The page was opened with isReactivate=Yes. */
  reactivateAsked: boolean;
}) {
  const [selectedTier, setSelectedTier] = useState<ShareholderTier>(
    currentTier ?? FREE_PLAN.shareholders,
  );
  const change = usePlanChange('update');
  const confirmation = useModalTarget<PendingConfirmation>();
  const { essentials, premium } = products;
  const current = currentPlanOf(subscription);
  const amount = premium ? tierAmount(premium.price, selectedTier) : null;

  const inputFor = (action: PlanAction): Omit<SubscribeInput, 'flag'> | null => {
    if (action === 'downgrade')
      return essentials
        ? { type: 'freemium', priceId: essentials.priceId, range: FREE_PLAN.shareholders }
        : null;
    if (!premium) return null;
    const input = { type: 'premium' as const, priceId: premium.price.id, range: selectedTier };
    return action === 'reactivate' ? { ...input, isReactivate: true } : input;
  };

  const act = (action: PlanAction) => {
    const input = inputFor(action);
    if (!input) return;
    if (!CONFIRMED_ACTIONS.has(action)) return change.submit(input);
    let confirmed: ConfirmedChange = { kind: 'downgrade' };
    if (action !== 'downgrade') {
      if (selectedTier === 'infinite' || amount === null) return;
      const tier = tierText(selectedTier);
      confirmed = { kind: 'tier', tier, amountUnits: amount, confirmLabel: ACTION_LABELS[action] };
    }
    change.ifPermitted(() => confirmation.open({ input, change: confirmed }));
  };

  const button = (row: Plan) => {
    const action = rowAction(row, subscription, {
      selectedTier,
      currentTier: currentTier ?? FREE_PLAN.shareholders,
      reactivateAsked,
    });
    if (action === null) return null;
    if (action === 'contact-sales') return <SalesLink label={ACTION_LABELS[action]} />;
    const pending = change.pending;
    const mine =
      pending !== undefined &&
      pending.type === (row === 'premium' ? 'premium' : 'freemium') &&
      !confirmation.opened;
    return (
      <Button
        variant={action === 'downgrade' ? 'default' : 'filled'}
        onClick={() => act(action)}
        loading={mine}
        disabled={pending !== undefined && !mine}
        aria-label={`${ACTION_LABELS[action]}: ${PLAN_LABELS[row]}`}
      >
        {ACTION_LABELS[action]}
      </Button>
    );
  };

  const rows: Record<Plan, ReactNode> = {
    premium: (
      <PlanRow
        key="premium"
        name={PLAN_LABELS.premium}
        current={current === 'premium'}
        state={
          current === 'premium' ? (
            <CurrentState subscription={subscription} graceEndsAt={graceEndsAt} />
          ) : null
        }
        summary={messages.pricing.premiumSummary}
        benefits={PLAN_BENEFITS.premium}
        price={
          <>
            <TierSelect
              value={selectedTier}
              currentTier={current === 'premium' ? currentTier : null}
              onChange={setSelectedTier}
            />
            <PlanPrice amountUnits={amount} tier={selectedTier} />
          </>
        }
        action={button('premium')}
      />
    ),
    freemium: (
      <PlanRow
        key="freemium"
        name={PLAN_LABELS.freemium}
        current={current === 'freemium'}
        summary={messages.pricing.essentialsSummary}
        benefits={PLAN_BENEFITS.freemium}
        price={<PlanPrice amountUnits={0} free />}
        action={button('freemium')}
      />
    ),
  };
  const order: Plan[] = current === 'premium' ? ['premium', 'freemium'] : ['freemium', 'premium'];

  return (
    <Stack gap="md">
      {order.map((plan) => rows[plan])}
      <PlanChangeConfirmModal
        opened={confirmation.opened}
        change={confirmation.target?.change ?? null}
        terms={terms}
        confirming={change.pending !== undefined}
        onConfirm={() => confirmation.target && change.submit(confirmation.target.input)}
        onClose={confirmation.close}
      />
      <NonPermitUpgradeModal opened={change.nonPermit.opened} onClose={change.nonPermit.close} />
    </Stack>
  );
}
