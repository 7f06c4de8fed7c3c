import { useQuery } from '@tanstack/react-query';
import type { BoardReportInput } from '@quorum/shared';
import { graphql, request } from '@/lib/graphql';
import { boardKeys } from './board-keys';

const GetBoardReportSize = graphql(`
  query GetBoardReportSize($exportInput: BoardReportInput!) {
    getEnquiryQuestionsForExportingPdf(exportInput: $exportInput, limit: 1) {
      meta {
        totalItems
      }
      reportPages
    }
  }
`);

/** How many questions the report of this period holds and how many pages its PDF will have. */
export function useBoardReportSize(input: BoardReportInput, enabled: boolean) {
  return useQuery({
    queryKey: [...boardKeys.all, 'report-size', input] as const,
    queryFn: async ({ signal }) => {
      const answer = await request(
        GetBoardReportSize,
        {
          exportInput: {
            from: input.from,
            to: input.to,
            status: input.status ?? null,
            timeZone: input.timeZone ?? null,
          },
        },
        { signal },
      );
      const size = answer.getEnquiryQuestionsForExportingPdf;
      return { questions: size.meta.totalItems, pages: size.reportPages };
    },
    enabled,
  });
}
