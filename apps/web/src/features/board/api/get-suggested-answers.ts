import { useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { boardKeys } from './board-keys';

const GetSuggestedAnswers = graphql(`
  query GetSuggestedAnswers($enquiryId: ID!, $limit: Int) {
    getSuggestedAnswers(enquiryId: $enquiryId, limit: $limit) {
      questionRegistryId
      question
      response
      score
    }
  }
`);

export type SuggestedAnswer = ResultOf<typeof GetSuggestedAnswers>['getSuggestedAnswers'][number];

/** The drawer shows the best answer and the next two. */
const SUGGESTIONS_SHOWN = 3;

/**
 * The saved registry answers that best fit an enquiry's question, best first, each with its score
 * (0 to 1); empty when none fits well enough.
 */
export function useSuggestedAnswers(enquiryId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: [...boardKeys.enquiry(enquiryId), 'suggested-answers'],
    queryFn: async ({ signal }) =>
      (await request(GetSuggestedAnswers, { enquiryId, limit: SUGGESTIONS_SHOWN }, { signal }))
        .getSuggestedAnswers,
    enabled,
  });
}
