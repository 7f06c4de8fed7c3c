import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebformTheme } from '@quorum/shared';
import { webformKeys } from './webform-keys';
import { restRequest } from '@/lib/rest/rest-request';

/** The company's web form as GET /webform answers it (spec §3 Web form config). */
export interface WebformConfig {
  companyId: string;
  clientSecret: string;
  /** One origin at most: the website the form may be embedded in. */
  authorizedOrigins: string[];
  theme: WebformTheme;
  /** The company's privacy policy, linked from the form's privacy notice; null until set. */
  privacyPolicyUrl: string | null;
  embedCode: string;
  webLink: string;
  enabled: boolean;
}

export const webformQuery = () =>
  queryOptions({
    queryKey: webformKeys.config(),
    queryFn: ({ signal }) => restRequest<WebformConfig>('/webform', { signal }),
  });

/** The web form's settings; refused with PAYMENT_REQUIRED on the free plan. */
export function useWebform({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...webformQuery(), enabled });
}
