import type { WebformTheme } from '@quorum/shared';

/**
 * Query keys of the web form integration. A save writes the answer into `config` and invalidates
 * `all`, so the Integrations card's Enabled chip follows; the cache is per company (it is reset on
 * a company switch).
 */
export const webformKeys = {
  all: ['webform'] as const,
  config: () => [...webformKeys.all, 'config'] as const,
  hasSetup: () => [...webformKeys.all, 'hasWebIntegrationSetup'] as const,
  preview: (theme: WebformTheme) => [...webformKeys.all, 'preview', theme] as const,
};
