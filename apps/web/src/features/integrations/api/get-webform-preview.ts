import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WebformTheme } from '@quorum/shared';
import { webformKeys } from './webform-keys';
import { restRequest } from '@/lib/rest/rest-request';

/**
 * The public form's HTML in preview mode with the given colours. It is fetched rather than framed
 * because the route wants the client secret as a header, which an iframe cannot send. While new
 * colours load, the last preview stays on screen.
 */
export function useWebformPreview({
  theme,
  clientSecret,
  enabled,
}: {
  theme: WebformTheme;
  clientSecret: string;
  enabled: boolean;
}) {
  return useQuery({
    queryKey: webformKeys.preview(theme),
    queryFn: ({ signal }) =>
      restRequest<string>(`/webform/preview?${new URLSearchParams(theme).toString()}`, {
        headers: { 'client-secret': clientSecret },
        signal,
        as: 'text',
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
