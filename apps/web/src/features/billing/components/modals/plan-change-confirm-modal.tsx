import { Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatAud, messages, PLAN_BENEFITS, PLAN_LABELS } from '@quorum/shared';
import { ModalActions } from '@/components/modals/modal-actions';
import { BenefitList } from '../benefit-list';
import { formatPlanDate } from '../plan-dates';

/** Where the company stands now, from billingOverview: what the confirmation shows. */
export interface CurrentTerms {
  /** Days left of the period (or the trial) already paid for. */
  daysLeft: number | null;
  /** What a month costs now, in price units; null on a trial or Essentials. */
  amountUnits: number | null;
  /** When the period (or the trial) ends: the renewal date. */
  renewalDate: string | null;
}

export type ConfirmedChange =
  | { kind: 'downgrade' }
  /** `tier`: the new tier as people read it (50,000). */
  | { kind: 'tier'; tier: string; amountUnits: number; confirmLabel: string };

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/**
 * The confirmation every plan change but Essentials to Premium goes through (spec §2, §4): 'What
 * you're getting with {plan}', the Premium benefits at stake, the days left on the current plan,
 * the payment amount and the renewal date; 'Nevermind' keeps things as they are. A downgrade
 * confirms with "I don't want Premium"; a tier change names the change it makes.
 */
export function PlanChangeConfirmModal({
  opened,
  change,
  terms,
  confirming,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  change: ConfirmedChange | null;
  terms: CurrentTerms;
  confirming: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const premium = PLAN_LABELS.premium;
  const isTier = change?.kind === 'tier';
  const title = messages.pricing.confirmTitle(
    isTier ? messages.pricing.premiumAtTier(change.tier) : premium,
  );
  const payment =
    isTier && change
      ? `${formatAud(change.amountUnits)}${messages.pricing.perMonth}`
      : terms.amountUnits
        ? `${formatAud(terms.amountUnits)}${messages.pricing.perMonth}`
        : messages.pricing.confirmNoCharge;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <Stack gap="md">
        <Text size="sm">
          {isTier
            ? messages.pricing.confirmTierChange(change.tier)
            : messages.pricing.confirmLose(PLAN_LABELS.freemium)}
        </Text>
        <BenefitList benefits={PLAN_BENEFITS.premium} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {terms.daysLeft !== null ? (
            <Fact
              label={messages.pricing.currentPlan}
              value={messages.pricing.confirmDaysLeft(Math.max(terms.daysLeft, 0), premium)}
            />
          ) : null}
          <Fact label={messages.pricing.confirmPayment} value={payment} />
          {terms.renewalDate ? (
            <Fact
              label={messages.pricing.confirmRenewal}
              value={formatPlanDate(terms.renewalDate)}
            />
          ) : null}
        </SimpleGrid>
        <ModalActions
          onCancel={onClose}
          cancelLabel="Nevermind"
          focusCancel
          confirmLabel={isTier ? change.confirmLabel : messages.pricing.confirmDecline(premium)}
          confirmColor={isTier ? undefined : 'red'}
          onConfirm={onConfirm}
          confirming={confirming}
          stackOnPhone
        />
      </Stack>
    </Modal>
  );
}
