import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { boardKeys } from './board-keys';

const CreateEnquiryCategory = graphql(`
  mutation CreateEnquiryCategory($name: String!, $colorIndex: Int!) {
    createEnquiryCategory(name: $name, colorIndex: $colorIndex) {
      _id
      name
      colorIndex
    }
  }
`);

/** Adds a category with a name and one of the 14 palette colours. */
export function useCreateEnquiryCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { name: string; colorIndex: number }) =>
      (await request(CreateEnquiryCategory, variables)).createEnquiryCategory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.categories() }),
  });
}
