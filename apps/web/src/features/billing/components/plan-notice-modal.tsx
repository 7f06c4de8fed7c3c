import { PLAN_LABELS } from '@quorum/shared';
import { useNavigate } from 'react-router';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';
import { DowngradePremiumSuccessModal } from './modals/downgrade-premium-success-modal';
import { FreemiumSuccessModal } from './modals/freemium-success-modal';
import { NotSubscribedModal } from './modals/not-subscribed-modal';
import { NotSubscribedNonCreatorModal } from './modals/not-subscribed-non-creator-modal';
import { PremiumSuccessModal } from './modals/premium-success-modal';
import { StripeSuccessModal } from './modals/stripe-success-modal';
import type { CurrentSubscription } from './plan-actions';
import type { PlanNotice } from './plan-notices';

/** The plan notice the shell opened (plan-notices.ts says which and when), over any page. */
export function PlanNoticeModal({
  notice,
  subscription,
  onClose,
}: {
  notice: PlanNotice | null;
  subscription: CurrentSubscription;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const goTo = (path: string) => {
    onClose();
    void navigate(path);
  };
  return (
    <>
      <StripeSuccessModal
        opened={notice === 'stripe_success'}
        planLabel={PLAN_LABELS[subscription.plan]}
        onClose={onClose}
        onDashboard={() => goTo('/dashboard')}
      />
      <PremiumSuccessModal opened={notice === 'premium_success'} onClose={onClose} />
      <FreemiumSuccessModal
        opened={notice === 'freemium_success'}
        onClose={onClose}
        onSeeOptions={() => goTo(UPGRADE_PLAN_PATH)}
      />
      <DowngradePremiumSuccessModal
        opened={notice === 'downgrade_premium_success'}
        endsAt={subscription.endDate}
        onClose={onClose}
      />
      <NotSubscribedModal
        opened={notice === 'not_subscribed'}
        onClose={onClose}
        onViewSubscription={() =>
          goTo(subscription.hold ? `${UPGRADE_PLAN_PATH}?isReactivate=Yes` : UPGRADE_PLAN_PATH)
        }
      />
      <NotSubscribedNonCreatorModal
        opened={notice === 'not_subscribed_non_creator'}
        onClose={onClose}
      />
    </>
  );
}
