import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type RegistryTab } from '@quorum/shared';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { registryKeys } from './registry-keys';
import { RegistryQuestionFields } from './registry-question-fields';

const GetQuestionRegistries = graphql(
  `
    query GetQuestionRegistries(
      $type: QuestionRegistryTab
      $searchText: String
      $page: Int
      $limit: Int
    ) {
      getQuestionRegistries(type: $type, searchText: $searchText, page: $page, limit: $limit) {
        items {
          ...RegistryQuestionFields
        }
        meta {
          currentPage
          itemsPerPage
          totalItems
          totalPages
        }
      }
    }
  `,
  [RegistryQuestionFields],
);

/** One page as the server answers it; the cache holds these as they are (lock updates patch them). */
export type RegistryPage = ResultOf<typeof GetQuestionRegistries>['getQuestionRegistries'];
export type RegistryItem = RegistryPage['items'][number];

/** The page after `last`, or none when the tab has no more (pages count from 1). */
export const nextRegistryPage = (last: RegistryPage) =>
  last.meta.currentPage < last.meta.totalPages ? last.meta.currentPage + 1 : undefined;

/** Every loaded question once, in the server's order (a page boundary may shift while scrolling). */
export function loadedRegistryItems(pages: readonly RegistryPage[] | undefined): RegistryItem[] {
  const byId = new Map<string, RegistryItem>();
  for (const page of pages ?? []) for (const item of page.items) byId.set(item._id, item);
  return [...byId.values()];
}

/**
 * One tab of the registry, a page of PAGE_SIZES.registry at a time (infinite scroll). An empty
 * search asks for the whole tab.
 */
export function useQuestionRegistries({
  tab,
  searchText,
  enabled = true,
}: {
  tab: RegistryTab;
  searchText: string;
  enabled?: boolean;
}) {
  return useInfiniteQuery({
    queryKey: registryKeys.list(tab, searchText),
    queryFn: async ({ pageParam, signal }) =>
      (
        await request(
          GetQuestionRegistries,
          {
            type: tab,
            searchText: searchText || null,
            page: pageParam,
            limit: PAGE_SIZES.registry,
          },
          { signal },
        )
      ).getQuestionRegistries,
    initialPageParam: 1,
    getNextPageParam: nextRegistryPage,
    enabled,
  });
}
