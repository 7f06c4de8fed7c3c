import type { FeatureMatrix } from '../../test/matrix';

export const teamMatrix: FeatureMatrix = {
  operations: {},
};
