import { useQuery } from '@tanstack/react-query';
import { webformKeys } from './webform-keys';
import { webformRest } from './webform-rest';

/** Whether the company's web form is set up: the Integrations card's Enabled chip. */
export function useHasWebIntegrationSetup({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: webformKeys.hasSetup(),
    queryFn: async ({ signal }) =>
      (await webformRest<{ hasSetup: boolean }>('/has-web-integration-setup', { signal })).hasSetup,
    enabled,
  });
}
