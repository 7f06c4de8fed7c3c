import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { templateKeys } from './template-keys';
import type { ResponseTemplateInput } from './create-response-template';

const UpdateResponseTemplate = graphql(`
  mutation UpdateResponseTemplate(
    $responseTemplateId: ID!
    $responseTemplateInput: ResponseTemplateInput!
  ) {
    updateResponseTemplate(
      responseTemplateId: $responseTemplateId
      responseTemplateInput: $responseTemplateInput
    ) {
      _id
    }
  }
`);

/** Replaces a template's title, text and attachments with the form's, then refetches the lists. */
export function useUpdateResponseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: {
      responseTemplateId: string;
      responseTemplateInput: ResponseTemplateInput;
    }) => (await request(UpdateResponseTemplate, variables)).updateResponseTemplate,
    // Refetched on failure too: NOT_FOUND means someone else deleted it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
