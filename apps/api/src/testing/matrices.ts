import { authMatrix } from '../features/auth/testing/permissions.matrix';
import { secondFactorMatrix } from '../features/auth/testing/second-factor.matrix';
import { providerSignInMatrix } from '../features/auth/testing/provider-sign-in.matrix';
import { boardMatrix } from '../features/board/testing/permissions.matrix';
import { threadMatrix } from '../features/thread/testing/permissions.matrix';
import { companyMatrix } from '../features/company/testing/permissions.matrix';
import { companyLinksMatrix } from '../features/company-links/testing/permissions.matrix';
import { executivesMatrix } from '../features/executives/testing/permissions.matrix';
import { integrationsMatrix } from '../features/integrations/testing/permissions.matrix';
import { notificationsMatrix } from '../features/notifications/testing/permissions.matrix';
import { profileMatrix } from '../features/profile/testing/permissions.matrix';
import { registryMatrix } from '../features/registry/testing/permissions.matrix';
import { suggestionsMatrix } from '../features/registry/testing/suggestions.matrix';
import { teamMatrix } from '../features/team/testing/permissions.matrix';
import { templatesMatrix } from '../features/templates/testing/permissions.matrix';
import { announcementsMatrix } from '../features/announcements/testing/permissions.matrix';
import { privacyMatrix } from '../features/privacy/testing/permissions.matrix';
import { supportMatrix } from '../features/support/testing/permissions.matrix';
import { billingMatrix } from '../features/billing/testing/permissions.matrix';
import { uploadsMatrix } from '../features/uploads/testing/permissions.matrix';
import { faqMatrix } from '../features/faq/testing/permissions.matrix';
import { activityMatrix } from '../features/activity/testing/permissions.matrix';
import { eventsMatrix } from '../features/events/testing/permissions.matrix';
import { hubMatrix } from '../features/hub/testing/permissions.matrix';
import { analyticsMatrix } from '../features/analytics/testing/permissions.matrix';
import { reportsMatrix } from '../features/reports/testing/permissions.matrix';
import { promptsMatrix } from '../features/prompts/testing/permissions.matrix';
import { dashboardMatrix } from '../features/dashboard/testing/permissions.matrix';
import { duplicatesMatrix } from '../features/duplicates/testing/permissions.matrix';
import { extensionMatrix } from '../features/extension/testing/permissions.matrix';
import { marketDataMatrix } from '../features/market-data/testing/permissions.matrix';
import type { FeatureMatrix } from './matrix';

/** Every feature's permission table; the matrix test calls each operation as every caller. */
export const FEATURE_MATRICES: FeatureMatrix[] = [
  authMatrix,
  secondFactorMatrix,
  providerSignInMatrix,
  companyMatrix,
  companyLinksMatrix,
  executivesMatrix,
  teamMatrix,
  profileMatrix,
  registryMatrix,
  suggestionsMatrix,
  templatesMatrix,
  announcementsMatrix,
  boardMatrix,
  integrationsMatrix,
  threadMatrix,
  notificationsMatrix,
  privacyMatrix,
  supportMatrix,
  billingMatrix,
  uploadsMatrix,
  hubMatrix,
  eventsMatrix,
  activityMatrix,
  faqMatrix,
  analyticsMatrix,
  reportsMatrix,
  promptsMatrix,
  dashboardMatrix,
  duplicatesMatrix,
  extensionMatrix,
  marketDataMatrix,
];
