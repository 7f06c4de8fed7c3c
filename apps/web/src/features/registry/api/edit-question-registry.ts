import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { registryKeys } from './registry-keys';
import { RegistryQuestionFields } from './registry-question-fields';

const EditQuestionRegistry = graphql(
  `
    mutation EditQuestionRegistry($input: EditQuestionRegistryInput!) {
      editQuestionRegistry(editQuestionRegistryInput: $input) {
        message
        questionRegistry {
          ...RegistryQuestionFields
        }
      }
    }
  `,
  [RegistryQuestionFields],
);

export type EditQuestionRegistryInput = VariablesOf<typeof EditQuestionRegistry>['input'];

/**
 * Saves an existing question's text. The server refuses with CONFLICT while another person holds
 * its lock, and releases the caller's lock on success; the answer replaces the open question at
 * once, so the view shows what was saved while the lists refetch.
 */
export function useEditQuestionRegistry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EditQuestionRegistryInput) =>
      (await request(EditQuestionRegistry, { input })).editQuestionRegistry,
    onSuccess: ({ questionRegistry }) => {
      queryClient.setQueryData(registryKeys.question(questionRegistry._id), questionRegistry);
      return queryClient.invalidateQueries({ queryKey: registryKeys.all });
    },
  });
}
