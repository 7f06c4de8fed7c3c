import type { FeatureMatrix } from '../../test/matrix';

export const executivesMatrix: FeatureMatrix = {
  operations: {},
};
