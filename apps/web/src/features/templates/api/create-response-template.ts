import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { templateKeys } from './template-keys';

const CreateResponseTemplate = graphql(`
  mutation CreateResponseTemplate($responseTemplateInput: ResponseTemplateInput!) {
    createResponseTemplate(responseTemplateInput: $responseTemplateInput) {
      _id
    }
  }
`);

export type ResponseTemplateInput = VariablesOf<
  typeof CreateResponseTemplate
>['responseTemplateInput'];

/** Creates a template, then refetches every template list (and so the free plan's count). */
export function useCreateResponseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (responseTemplateInput: ResponseTemplateInput) =>
      (await request(CreateResponseTemplate, { responseTemplateInput })).createResponseTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
