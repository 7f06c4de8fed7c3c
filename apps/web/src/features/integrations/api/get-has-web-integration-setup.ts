import { useQuery } from '@tanstack/react-query';
import { webformKeys } from './webform-keys';
import { restRequest } from '@/lib/rest/rest-request';

/** Whether the company's web form is set up: the Integrations card's Enabled chip. */
export function useHasWebIntegrationSetup({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: webformKeys.hasSetup(),
    queryFn: async ({ signal }) =>
      (await restRequest<{ hasSetup: boolean }>('/has-web-integration-setup', { signal })).hasSetup,
    enabled,
  });
}
