import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { templateKeys } from './template-keys';

const HardDeleteResponseTemplate = graphql(`
  mutation HardDeleteResponseTemplate($input: ResponseTemplateDeleteInput!) {
    hardDeleteResponseTemplate(responseTemplateDeleteInput: $input) {
      message
    }
  }
`);

/** Deletes a template permanently; answers the server's message for the toast. */
export function useDeleteResponseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (responseTemplateId: string) =>
      (await request(HardDeleteResponseTemplate, { input: { responseTemplateId } }))
        .hardDeleteResponseTemplate,
    // Refetched on failure too: NOT_FOUND means someone else deleted it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
