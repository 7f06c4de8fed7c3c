import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { invalidateBoard } from './board-cache';
import { boardKeys } from './board-keys';

const UpdateEnquiryCategory = graphql(`
  mutation UpdateEnquiryCategory($categoryId: ID!, $name: String, $colorIndex: Int) {
    updateEnquiryCategory(categoryId: $categoryId, name: $name, colorIndex: $colorIndex) {
      _id
      name
      colorIndex
    }
  }
`);

/** Renames or recolours a category; the cards that carry it show the change. */
export function useUpdateEnquiryCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { categoryId: string; name?: string; colorIndex?: number }) =>
      (await request(UpdateEnquiryCategory, variables)).updateEnquiryCategory,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boardKeys.categories() }),
        invalidateBoard(queryClient),
      ]),
  });
}
