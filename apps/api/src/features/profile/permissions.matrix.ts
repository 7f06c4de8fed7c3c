import type { FeatureMatrix } from '../../test/matrix';

export const profileMatrix: FeatureMatrix = {
  operations: {},
};
