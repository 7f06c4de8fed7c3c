import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { templateKeys } from './template-keys';

const StarResponseTemplate = graphql(`
  mutation StarResponseTemplate($responseTemplateId: ID!, $starred: Boolean!) {
    starResponseTemplate(responseTemplateId: $responseTemplateId, starred: $starred) {
      _id
      starred
    }
  }
`);

/** Stars or unstars a template; the lists refetch, as a star moves it to the top. */
export function useStarResponseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { responseTemplateId: string; starred: boolean }) =>
      (await request(StarResponseTemplate, variables)).starResponseTemplate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
