import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { registryKeys } from '../api/registry-keys';

const AddMonthlyQuestionPromptToRegistry = graphql(`
  mutation AddMonthlyQuestionPromptToRegistry($input: AddMonthlyQuestionPromptToRegistryInput!) {
    addMonthlyQuestionPromptToRegistry(input: $input) {
      message
      questionRegistryId
      totalCopiedTimes
    }
  }
`);

export type AddMonthlyPromptInput = VariablesOf<typeof AddMonthlyQuestionPromptToRegistry>['input'];

/**
 * The add form's save for a question that came from a monthly prompt: the registry question and
 * the prompt's count in one call. The lists, counts and prompts refetch.
 */
export function useAddMonthlyPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddMonthlyPromptInput) =>
      (await request(AddMonthlyQuestionPromptToRegistry, { input }))
        .addMonthlyQuestionPromptToRegistry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registryKeys.all }),
  });
}
