import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restRequest } from '@/lib/rest/rest-request';
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
    mutationFn: async (filters: ActivityFilters) => {
      const text = await restRequest<string>(exportPath(filters), { as: 'text' });
      // fetch's text() drops the byte-order mark the server sent; spreadsheets need it back.
      const body = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
      const url = URL.createObjectURL(new Blob([body], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `history-of-activity-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: activityKeys.lists() }),
  });
}
