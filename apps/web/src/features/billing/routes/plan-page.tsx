import { SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FREE_PLAN, messages } from '@quorum/shared';
import type { ShareholderTier } from '@quorum/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { FormError } from '@/components/form/form-error';
import { useCompanyDetail } from '@/lib/account';
import { tierAmount, useProducts } from '../api/get-products';
import { EssentialsCard } from '../components/add-mode/essentials-card';
import { FindYourPlanCard } from '../components/add-mode/find-your-plan-card';
import { PremiumCard } from '../components/add-mode/premium-card';
import { TrialNotice } from '../components/add-mode/trial-notice';
import { NonPermitUpgradeModal } from '../components/modals/non-permit-upgrade-modal';
import { PlansModal } from '../components/modals/plans-modal';
import { unpaidTrial } from '../components/plan-actions';
import { INVITE_TEAM_PATH } from '../components/plan-notices';
import { PlanSkeletons } from '../components/plan-skeletons';
import { PricingHeader } from '../components/pricing-header';
import { subscribeFailure } from '../components/subscribe-failure';
import { usePlanChange } from '../hooks/use-plan-change';

/**
 * /dashboard/plan, Add mode (spec §2): the first choice after registering. Essentials ends the
 * trial and goes on to invite the team; Premium at the chosen tier goes to the checkout; keeping
 * the trial goes on to invite the team without choosing. Failures show the server's message.
 */
export function PlanPage() {
  const navigate = useNavigate();
  const products = useProducts();
  const subscription = useCompanyDetail().data?.subscription;
  const [tier, setTier] = useState<ShareholderTier>(FREE_PLAN.shareholders);
  const [plansOpened, plans] = useDisclosure(false);
  const change = usePlanChange('add');
  const trialing = subscription !== undefined && unpaidTrial(subscription);

  let body;
  if (products.isPending) {
    body = <PlanSkeletons layout="cards" />;
  } else if (products.isError) {
    body = (
      <LoadErrorAlert
        title={messages.pricing.productsFailed}
        message={products.error.message}
        retrying={products.isFetching}
        onRetry={() => void products.refetch()}
      />
    );
  } else {
    const { essentials, premium } = products.data;
    const busy = change.pending !== undefined;
    body = (
      <>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <EssentialsCard
            trialing={trialing}
            selecting={change.pending?.type === 'freemium'}
            disabled={!essentials || busy}
            onSelect={() =>
              essentials &&
              change.submit({
                type: 'freemium',
                priceId: essentials.priceId,
                range: FREE_PLAN.shareholders,
              })
            }
          />
          <PremiumCard
            tier={tier}
            amountUnits={premium ? tierAmount(premium.price, tier) : null}
            selecting={change.pending?.type === 'premium'}
            disabled={!premium || busy}
            onSelect={() =>
              premium && change.submit({ type: 'premium', priceId: premium.price.id, range: tier })
            }
          />
          <FindYourPlanCard
            tier={tier}
            onTierChange={setTier}
            onExactCount={() => change.ifPermitted(plans.open)}
          />
        </SimpleGrid>
        <PlansModal opened={plansOpened} products={products.data} onClose={plans.close} />
      </>
    );
  }

  return (
    <Stack gap="xl" py={{ base: 0, sm: 'md' }}>
      <PricingHeader />
      {trialing ? (
        <TrialNotice
          endDate={subscription?.endDate}
          // Keeping the trial is no change of plan: the invite-team step, without a notice.
          onContinue={() => void navigate(INVITE_TEAM_PATH)}
        />
      ) : null}
      <FormError message={change.error ? subscribeFailure(change.error) : null} />
      {body}
      <NonPermitUpgradeModal opened={change.nonPermit.opened} onClose={change.nonPermit.close} />
    </Stack>
  );
}
