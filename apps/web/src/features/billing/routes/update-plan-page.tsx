import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { messages, SHAREHOLDER_TIERS } from '@quorum/shared';
import type { ShareholderTier } from '@quorum/shared';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { useBillingOverview, type BillingOverview } from '../api/get-billing-overview';
import { tierAmount, useProducts, type PlanProducts } from '../api/get-products';
import type { CurrentTerms } from '../components/modals/plan-change-confirm-modal';
import type { CurrentSubscription } from '../components/plan-actions';
import { PlanSkeletons } from '../components/plan-skeletons';
import { PricingHeader } from '../components/pricing-header';
import { UpdatePlanRows } from '../components/update-mode/update-plan-rows';
import { BillingHistory } from '../components/update-mode/billing-history';

const tierOf = (tier: number | null | undefined): ShareholderTier | null =>
  SHAREHOLDER_TIERS.find((t) => t === tier) ?? null;

function subscriptionOf(overview: BillingOverview): CurrentSubscription {
  return {
    plan: overview.plan,
    status: overview.status,
    hold: overview.hold,
    renewable: overview.renewable,
    endDate: overview.periodEnd ?? overview.trialEndsAt,
  };
}

/**
 * The confirmation's facts. A trial paid for during its days costs nothing yet: its payment is
 * the month's price at its tier, charged when the trial ends.
 */
function termsOf(overview: BillingOverview, products: PlanProducts): CurrentTerms {
  const tier = tierOf(overview.tier);
  const upcoming =
    overview.status === 'trialing' && overview.renewable && products.premium && tier
      ? tierAmount(products.premium.price, tier)
      : null;
  return {
    daysLeft: overview.daysLeft ?? null,
    amountUnits: overview.amountUnits || upcoming,
    renewalDate: overview.periodEnd ?? overview.trialEndsAt ?? null,
  };
}

/**
 * /dashboard/update-plan, Update mode (spec §2): Back, then the plans as rows, the current one
 * first. `isReactivate=Yes` is where the banner's Re-activate leads; the rows offer Reactivate
 * whenever the subscription has something to re-activate (plan-actions.ts).
 */
export function UpdatePlanPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const products = useProducts();
  const overview = useBillingOverview();
  // Opened straight from a link, there is no page to go back to: the dashboard is the way back.
  const back = () => void (location.key === 'default' ? navigate('/dashboard') : navigate(-1));

  let body;
  const failed = products.error ?? overview.error;
  if (failed) {
    body = (
      <LoadErrorAlert
        title={messages.pricing.productsFailed}
        message={failed.message}
        retrying={products.isFetching || overview.isFetching}
        onRetry={() => {
          if (products.isError) void products.refetch();
          if (overview.isError) void overview.refetch();
        }}
      />
    );
  } else if (!products.data || !overview.data) {
    body = <PlanSkeletons layout="rows" />;
  } else if (overview.data.driver === 'none') {
    body = (
      <Alert color="navy" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {messages.pricing.billingOff}
      </Alert>
    );
  } else {
    body = (
      <>
        <UpdatePlanRows
          products={products.data}
          subscription={subscriptionOf(overview.data)}
          currentTier={tierOf(overview.data.tier)}
          graceEndsAt={overview.data.graceEndsAt ?? null}
          terms={termsOf(overview.data, products.data)}
          reactivateAsked={searchParams.get('isReactivate') === 'Yes'}
        />
        <BillingHistory overview={overview.data} />
      </>
    );
  }

  return (
    <Stack gap="xl" maw={960} mx="auto" w="100%">
      <Group>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={back}
        >
          Back
        </Button>
      </Group>
      <PricingHeader />
      {body}
    </Stack>
  );
}
