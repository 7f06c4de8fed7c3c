import { NonPermitUpgradeModal } from '@/features/billing';
import { useFirstRun } from '../hooks/use-first-run';
import { FirstSteps } from './first-steps';
import { FirstTimeLoginModal } from './first-time-login-modal';
import { IntegrationPromoModal } from './integration-promo-modal';

/** The first run's modals, mounted once by the dashboard shell; they open on the home only. */
export function FirstRunModals() {
  const run = useFirstRun();
  return (
    <>
      <FirstTimeLoginModal
        opened={run.welcome}
        firstName={run.firstName}
        checklist={<FirstSteps onFollow={run.continueWelcome} />}
        continuing={run.continuing}
        onContinue={run.continueWelcome}
      />
      <IntegrationPromoModal
        opened={run.promo}
        paid={run.paid}
        busy={run.promoBusy}
        onClose={run.closePromo}
        onAction={run.takePromoAction}
      />
      <NonPermitUpgradeModal opened={run.nonPermitOpened} onClose={run.closeNonPermit} />
    </>
  );
}
