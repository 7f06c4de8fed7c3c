import { useQueryClient } from '@tanstack/react-query';
import { useBoardEvents } from '@/features/board';
import { dashboardKeys } from '../api/dashboard-keys';

/**
 * The home follows the board live: a question from the web form, a reply sent or a card moved in
 * another browser refetches the home's one request, so its counts and lists change in place.
 */
export function useDashboardLive(enabled: boolean) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  useBoardEvents({ next: refetch, reconnected: refetch }, enabled);
}
