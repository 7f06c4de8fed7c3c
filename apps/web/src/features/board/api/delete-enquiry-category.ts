import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { invalidateBoard } from './board-cache';
import { boardKeys } from './board-keys';

const DeleteEnquiryCategory = graphql(`
  mutation DeleteEnquiryCategory($categoryId: ID!) {
    deleteEnquiryCategory(categoryId: $categoryId) {
      message
    }
  }
`);

/** Deletes a category; every question that had it loses it. */
export function useDeleteEnquiryCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (categoryId: string) =>
      (await request(DeleteEnquiryCategory, { categoryId })).deleteEnquiryCategory,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boardKeys.categories() }),
        invalidateBoard(queryClient),
      ]),
  });
}
