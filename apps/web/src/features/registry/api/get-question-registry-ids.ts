import { useQueryClient } from '@tanstack/react-query';
import type { RegistryTab } from '@quorum/shared';
import { graphql, request } from '@/lib/graphql';
import { registryKeys } from './registry-keys';

const GetQuestionRegistryIds = graphql(`
  query GetQuestionRegistryIds($type: QuestionRegistryTab, $searchText: String) {
    getQuestionRegistryIds(type: $type, searchText: $searchText)
  }
`);

/**
 * Select all: every id in the tab and search, including pages not scrolled to yet. Asked for on
 * demand (and always fresh), not kept on screen.
 */
export function useFetchQuestionRegistryIds() {
  const queryClient = useQueryClient();
  return (tab: RegistryTab, searchText: string) =>
    queryClient.fetchQuery({
      queryKey: registryKeys.ids(tab, searchText),
      queryFn: async ({ signal }) =>
        (
          await request(
            GetQuestionRegistryIds,
            { type: tab, searchText: searchText || null },
            { signal },
          )
        ).getQuestionRegistryIds,
      staleTime: 0,
    });
}
