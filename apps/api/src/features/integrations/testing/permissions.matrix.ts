import type { FeatureMatrix } from '../../../testing/matrix';
import { pageViewers } from '../../../testing/matrix';

// The Integrations page follows the integration area (spec §6); its REST calls are tested in
// webform-config.test.ts.
export const integrationsMatrix: FeatureMatrix = {
  operations: {
    'Query.getMenus': {
      document: 'query { getMenus { type data { authorizedOrigins users { userId } } } }',
      expected: pageViewers,
    },
  },
};
