import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@quorum/shared';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { boardKeys } from './board-keys';

const GetEnquiriesHistory = graphql(`
  query GetEnquiriesHistory($enquiryId: ID!, $page: Int, $limit: Int) {
    getEnquiriesHistory(enquiryId: $enquiryId, page: $page, limit: $limit) {
      items {
        _id
        subject
        question
        status
        boardStatus
        createdAt
      }
      meta {
        currentPage
        totalItems
        totalPages
      }
    }
  }
`);

export type EnquiryHistoryPage = ResultOf<typeof GetEnquiriesHistory>['getEnquiriesHistory'];
export type EnquiryHistoryItem = EnquiryHistoryPage['items'][number];

/** Every question the same investor (or guest address) asked this company, newest first. */
export function useEnquiriesHistory(enquiryId: string, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: boardKeys.history(enquiryId),
    queryFn: async ({ pageParam, signal }) =>
      (
        await request(
          GetEnquiriesHistory,
          { enquiryId, page: pageParam, limit: PAGE_SIZES.history },
          { signal },
        )
      ).getEnquiriesHistory,
    initialPageParam: 1,
    getNextPageParam: (last: EnquiryHistoryPage) =>
      last.meta.currentPage < last.meta.totalPages ? last.meta.currentPage + 1 : undefined,
    enabled,
  });
}
