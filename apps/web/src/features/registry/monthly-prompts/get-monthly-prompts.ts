import { useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { registryKeys } from '../api/registry-keys';

const GetAllMonthlyQuestionPrompt = graphql(`
  query GetAllMonthlyQuestionPrompt {
    getAllMonthlyQuestionPrompt {
      _id
      question
      status
      publishedDate
      askedCount
      totalCopiedTimes
    }
  }
`);

export type MonthlyPrompt = ResultOf<
  typeof GetAllMonthlyQuestionPrompt
>['getAllMonthlyQuestionPrompt'][number];

/** The prompts of the last months, this month first; under the registry's keys, so an add refetches them. */
export function useMonthlyPrompts() {
  return useQuery({
    queryKey: [...registryKeys.all, 'getAllMonthlyQuestionPrompt'] as const,
    queryFn: async ({ signal }) =>
      (await request(GetAllMonthlyQuestionPrompt, {}, { signal })).getAllMonthlyQuestionPrompt,
  });
}
