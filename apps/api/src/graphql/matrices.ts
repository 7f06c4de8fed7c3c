import { authMatrix } from '../features/auth/permissions.matrix';
import { boardMatrix } from '../features/board/permissions.matrix';
import { threadMatrix } from '../features/board/thread.permissions.matrix';
import { companyMatrix } from '../features/company/permissions.matrix';
import { companyLinksMatrix } from '../features/company-links/permissions.matrix';
import { executivesMatrix } from '../features/executives/permissions.matrix';
import { integrationsMatrix } from '../features/integrations/permissions.matrix';
import { notificationsMatrix } from '../features/notifications/permissions.matrix';
import { profileMatrix } from '../features/profile/permissions.matrix';
import { registryMatrix } from '../features/registry/permissions.matrix';
import { teamMatrix } from '../features/team/permissions.matrix';
import { templatesMatrix } from '../features/templates/permissions.matrix';
import type { FeatureMatrix } from '../test/matrix';

/** Every feature's permission table; the matrix test calls each operation as every caller. */
export const FEATURE_MATRICES: FeatureMatrix[] = [
  authMatrix,
  companyMatrix,
  companyLinksMatrix,
  executivesMatrix,
  teamMatrix,
  profileMatrix,
  registryMatrix,
  templatesMatrix,
  boardMatrix,
  integrationsMatrix,
  threadMatrix,
  notificationsMatrix,
];
