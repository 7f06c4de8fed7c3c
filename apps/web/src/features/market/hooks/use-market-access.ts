import { usePagePermission } from '@/lib/permissions/use-permissions';

/**
 * Every member reads prices; changing watchlists, alerts and preferences takes full access to the
 * company details page, where the ASX code lives (the server's rule, mirrored: it still refuses).
 */
export function useMarketAccess() {
  const { canEdit } = usePagePermission('company-details');
  return { canChange: canEdit };
}
