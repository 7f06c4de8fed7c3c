import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { registryKeys } from './registry-keys';

const DeleteQuestionRegistriesPermanently = graphql(`
  mutation DeleteQuestionRegistriesPermanently($input: DeleteQuestionRegistriesInput!) {
    deleteQuestionRegistriesPermanently(deleteQuestionRegistriesInput: $input) {
      message
      count
    }
  }
`);

/**
 * Removes questions in the Deleted tab for good. Answers the server's toast text; every list and
 * count refetches afterwards, on failure too (someone may have recovered one meanwhile).
 */
export function useDeleteQuestionRegistriesPermanently() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (questionRegistryIds: string[]) =>
      (
        await request(DeleteQuestionRegistriesPermanently, {
          input: { questionRegistryIds },
        })
      ).deleteQuestionRegistriesPermanently,
    onSettled: () => queryClient.invalidateQueries({ queryKey: registryKeys.all }),
  });
}
