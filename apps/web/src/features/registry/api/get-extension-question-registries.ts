import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@quorum/shared';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { registryKeys } from './registry-keys';

const GetExtensionQuestionRegistries = graphql(`
  query GetExtensionQuestionRegistries($userId: ID, $searchText: String, $page: Int, $limit: Int) {
    getQuestionRegistries(
      isFromExtension: true
      userId: $userId
      searchText: $searchText
      page: $page
      limit: $limit
    ) {
      items {
        _id
        question
        response
      }
      meta {
        currentPage
        itemsPerPage
        totalItems
        totalPages
      }
    }
  }
`);

export type ExtensionRegistryItem = ResultOf<
  typeof GetExtensionQuestionRegistries
>['getQuestionRegistries']['items'][number];

/**
 * The email-extension view's list: saved questions only, for the user the view was opened for.
 * The server refuses (FORBIDDEN, PAYMENT_REQUIRED) when that user may not use the extension.
 */
export function useExtensionQuestionRegistries({
  userId,
  searchText,
}: {
  userId: string;
  searchText: string;
}) {
  return useInfiniteQuery({
    queryKey: registryKeys.extension(userId, searchText),
    queryFn: async ({ pageParam, signal }) =>
      (
        await request(
          GetExtensionQuestionRegistries,
          { userId, searchText: searchText || null, page: pageParam, limit: PAGE_SIZES.registry },
          { signal },
        )
      ).getQuestionRegistries,
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.currentPage < last.meta.totalPages ? last.meta.currentPage + 1 : undefined,
  });
}
