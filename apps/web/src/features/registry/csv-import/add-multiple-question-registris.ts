import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistryImportRow } from '@quorum/shared';
import { graphql, request } from '@/lib/graphql';
import { registryKeys } from '../api/registry-keys';

// The spec's operation name, misspelling and all (spec §7 "addMultipleQuestionRegistris").
const AddMultipleQuestionRegistris = graphql(`
  mutation AddMultipleQuestionRegistris($input: AddMultipleQuestionRegistryInput!) {
    addMultipleQuestionRegistris(addMultipleQuestionRegistryInput: $input) {
      message
      count
    }
  }
`);

/**
 * The CSV import's Finalise: every reviewed row is added in one transaction, or none. Answers the
 * server's toast text; the lists and tab counts refetch afterwards.
 */
export function useAddMultipleQuestionRegistris() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (questionRegistries: RegistryImportRow[]) =>
      (await request(AddMultipleQuestionRegistris, { input: { questionRegistries } }))
        .addMultipleQuestionRegistris,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registryKeys.all }),
  });
}
