import type { PriceRange } from '@quorum/shared';

/** Query keys of market data, owned here: a change invalidates exactly what it touched. */
export const marketKeys = {
  all: ['market'] as const,
  sharePrice: () => [...marketKeys.all, 'share-price'] as const,
  history: (range: PriceRange) => [...marketKeys.all, 'history', range] as const,
  watchlists: () => [...marketKeys.all, 'watchlists'] as const,
  alerts: () => [...marketKeys.all, 'alerts'] as const,
  preferences: () => [...marketKeys.all, 'preferences'] as const,
};
