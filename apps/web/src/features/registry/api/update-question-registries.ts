import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { registryKeys } from './registry-keys';

const UpdateQuestionRegistries = graphql(`
  mutation UpdateQuestionRegistries($input: UpdateQuestionRegistriesInput!) {
    updateQuestionRegistries(updateQuestionRegistriesInput: $input) {
      message
      count
    }
  }
`);

export type RegistryStatusInput = VariablesOf<typeof UpdateQuestionRegistries>['input'];

/**
 * The status edit (delete, restore, star, unstar) for one question or a selection. Answers the
 * server's toast text; every list, count and open question refetches afterwards.
 */
export function useUpdateQuestionRegistries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegistryStatusInput) =>
      (await request(UpdateQuestionRegistries, { input })).updateQuestionRegistries,
    onSettled: () => queryClient.invalidateQueries({ queryKey: registryKeys.all }),
  });
}
