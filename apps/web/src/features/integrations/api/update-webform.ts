import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebformTheme } from '@quorum/shared';
import type { ApiError } from '@/lib/graphql';
import type { WebformConfig } from './get-webform';
import { webformKeys } from './webform-keys';
import { restRequest } from '@/lib/rest/rest-request';

/** PUT /webform takes exactly one part: the website's origin, the colours, or the policy address. */
export type WebformChange =
  { authorizedOrigins: [string] } | { theme: WebformTheme } | { privacyPolicyUrl: string };

/**
 * Saves one part of the web form. The answer is the whole config, written straight into the
 * cache; the Integrations card's Enabled chip is refetched as a domain may have just set it up.
 */
export function useUpdateWebform() {
  const queryClient = useQueryClient();
  return useMutation<WebformConfig, ApiError, WebformChange>({
    mutationFn: (change) => restRequest<WebformConfig>('/webform', { method: 'PUT', body: change }),
    onSuccess: (config) => {
      queryClient.setQueryData(webformKeys.config(), config);
      void queryClient.invalidateQueries({ queryKey: webformKeys.hasSetup() });
    },
  });
}
