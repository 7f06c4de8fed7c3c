import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { registryKeys } from './registry-keys';

const AddQuestionRegistry = graphql(`
  mutation AddQuestionRegistry($input: AddQuestionRegistryInput!) {
    addQuestionRegistry(addQuestionRegistryInput: $input) {
      message
      questionRegistry {
        _id
      }
    }
  }
`);

export type AddQuestionRegistryInput = VariablesOf<typeof AddQuestionRegistry>['input'];

/**
 * Adds a question (or a draft of one). Answers the server's toast text; the lists and counts
 * refetch. On Freemium at the limit the server refuses with PAYMENT_REQUIRED.
 */
export function useAddQuestionRegistry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddQuestionRegistryInput) =>
      (await request(AddQuestionRegistry, { input })).addQuestionRegistry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registryKeys.all }),
  });
}
