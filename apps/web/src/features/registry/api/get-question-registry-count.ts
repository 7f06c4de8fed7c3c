import { useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { registryKeys } from './registry-keys';

const GetQuestionRegistryCount = graphql(`
  query GetQuestionRegistryCount {
    getQuestionRegistryCount {
      total
      drafted
      starred
      deleted
      limit
    }
  }
`);

export type RegistryCount = ResultOf<typeof GetQuestionRegistryCount>['getQuestionRegistryCount'];

/**
 * The tabs' count badges, and the plan's question limit (3 on Freemium, null for unlimited).
 * Every registry change invalidates it with the lists.
 */
export function useQuestionRegistryCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: registryKeys.counts(),
    queryFn: async ({ signal }) =>
      (await request(GetQuestionRegistryCount, {}, { signal })).getQuestionRegistryCount,
    enabled,
  });
}
