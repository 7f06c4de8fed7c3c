import { planAllows } from '@quorum/shared';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useCompanyDetail, useLoggedInUser } from '@/lib/account';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';
import { useCompleteFirstTimeLogin } from '../api/complete-first-time-login';
import { useUpdateIntegrationModalClicked } from '../api/update-integration-modal-clicked';
import { useUpdateIntegrationModalSeen } from '../api/update-integration-modal-seen';

export const WEB_FORM_PATH = '/dashboard/company-profile/integrate-quorum/web-form';
const HOME_PATH = '/dashboard';

/**
 * Which first-run modal the home shows, and what its buttons do (spec §4):
 * - first_time_login while the person who registered has not pressed Continue;
 * - else the integration promo, when they have not seen it and this is not their first-time
 *   login (so a new person meets it on a later sign-in, not straight after the welcome).
 * Both open on the home only, and never over a plan notice (`?type=` on the address).
 */
export function useFirstRun() {
  const user = useLoggedInUser().data;
  const company = useCompanyDetail().data;
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteFirstTimeLogin();
  const seen = useUpdateIntegrationModalSeen();
  const clicked = useUpdateIntegrationModalClicked();
  const [nonPermitOpened, setNonPermitOpened] = useState(false);

  const onHome = pathname === HOME_PATH && !searchParams.has('type');
  // Strict comparisons: a member read without these fields opens nothing.
  const welcome = Boolean(user && company && onHome && user.welcomedAt === null);
  const promo = Boolean(
    user &&
    company &&
    onHome &&
    !welcome &&
    user.isFirstTimeLogin === false &&
    user.hasViewedIntegrationModal === false &&
    !clicked.isPending,
  );
  const paid = company ? planAllows(company.subscription.plan, 'integrations') : false;

  const takePromoAction = async () => {
    await clicked.mutateAsync();
    if (paid) await navigate(WEB_FORM_PATH);
    else if (company?.companyCreator) await navigate(UPGRADE_PLAN_PATH);
    else setNonPermitOpened(true);
  };

  return {
    firstName: user?.firstName ?? '',
    welcome,
    continuing: complete.isPending,
    continueWelcome: () => complete.mutate(),
    promo,
    paid,
    promoBusy: seen.isPending || clicked.isPending,
    closePromo: () => seen.mutate(),
    takePromoAction: () => void takePromoAction(),
    nonPermitOpened,
    closeNonPermit: () => setNonPermitOpened(false),
  };
}
