import { useMutation } from '@tanstack/react-query';
import { downloadCsv } from '@/lib/rest/download-csv';
import type { AnalyticsInput } from '../hooks/use-analytics-filters';

/** GET /analytics/engagement.csv's address for a period and split. */
export function engagementCsvPath(input: AnalyticsInput): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value) query.set(key, String(value));
  return `/analytics/engagement.csv?${query.toString()}`;
}

/** Downloads the engagement chart as CSV: the server's file, with the same numbers as the chart. */
export function useDownloadEngagementCsv() {
  return useMutation({
    mutationFn: ({ input, fileName }: { input: AnalyticsInput; fileName: string }) =>
      downloadCsv(engagementCsvPath(input), fileName),
  });
}
