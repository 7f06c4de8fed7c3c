import type { FeatureMatrix } from '../../test/matrix';

export const companyLinksMatrix: FeatureMatrix = {
  operations: {},
};
