import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '@quorum/shared';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { boardKeys } from './board-keys';

/** Duplicate questions' keys: under the board's, so a board-wide refresh reaches them. */
export const similarQuestionKeys = {
  of: (enquiryId: string) => [...boardKeys.all, 'similar', enquiryId] as const,
};

const GetSimilarQuestions = graphql(`
  query GetSimilarQuestions($enquiryId: ID!) {
    getSimilarQuestions(enquiryId: $enquiryId) {
      _id
      subject
      question
      askerName
      isGuest
      similarity
      createdAt
    }
  }
`);

export type SimilarQuestion = ResultOf<typeof GetSimilarQuestions>['getSimilarQuestions'][number];

/** The open questions that ask the same thing as this one, most alike first. */
export function useSimilarQuestions(enquiryId: string, enabled: boolean) {
  return useQuery({
    queryKey: similarQuestionKeys.of(enquiryId),
    queryFn: async ({ signal }) =>
      (await request(GetSimilarQuestions, { enquiryId }, { signal })).getSimilarQuestions,
    enabled,
  });
}

const AnswerSimilarQuestions = graphql(`
  mutation AnswerSimilarQuestions($input: AnswerSimilarQuestionsInput!) {
    answerSimilarQuestions(input: $input) {
      answered
      enquiryIds
    }
  }
`);

/**
 * One reply sent to every asker, each in their own thread; then the notification and the whole
 * board refetches. The notification is shown here, not by the caller: the refetch resolves the
 * open question, which takes the group (and the composer) off the drawer.
 */
export function useAnswerSimilarQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { enquiryIds: string[]; content: string }) =>
      (await request(AnswerSimilarQuestions, { input })).answerSimilarQuestions,
    onSuccess: (result) => {
      notifications.show({ color: 'teal', message: messages.duplicates.sent(result.answered) });
      return queryClient.invalidateQueries({ queryKey: boardKeys.all });
    },
  });
}
