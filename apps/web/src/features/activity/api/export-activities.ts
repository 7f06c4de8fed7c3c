import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadCsv } from '@/lib/rest/download-csv';
import { activityKeys } from './activity-keys';
import { filterInput } from './get-activities';
import type { ActivityFilters } from './get-activities';

/** GET /activities.csv's address for these filters. */
export function exportPath(filters: ActivityFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filterInput(filters))) if (value) query.set(key, value);
  const search = query.toString();
  return `/activities.csv${search ? `?${search}` : ''}`;
}

/** Downloads the history as CSV (the same filters as the list); the export is logged by the server. */
export function useExportActivities() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (filters: ActivityFilters) =>
      downloadCsv(
        exportPath(filters),
        `history-of-activity-${new Date().toISOString().slice(0, 10)}.csv`,
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: activityKeys.lists() }),
  });
}
