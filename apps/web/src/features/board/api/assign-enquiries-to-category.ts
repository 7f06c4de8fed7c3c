import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { invalidateBoard } from './board-cache';

const AssignEnquiriesToCategory = graphql(`
  mutation AssignEnquiriesToCategory($enquiryIds: [ID!]!, $categoryId: ID!) {
    assignEnquiriesToCategory(enquiryIds: $enquiryIds, categoryId: $categoryId) {
      message
    }
  }
`);

const RemoveEnquiriesToCategory = graphql(`
  mutation RemoveEnquiriesToCategory($enquiryIds: [ID!]!, $categoryId: ID!) {
    removeEnquiriesToCategory(enquiryIds: $enquiryIds, categoryId: $categoryId) {
      message
    }
  }
`);

export interface CategoryChange {
  enquiryIds: string[];
  categoryId: string;
  /** true puts the questions in the category, false takes them out. */
  assign: boolean;
}

/** Puts questions in a category or takes them out (the card menu, the selection's bar). */
export function useChangeEnquiryCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ assign, ...variables }: CategoryChange) =>
      assign
        ? (await request(AssignEnquiriesToCategory, variables)).assignEnquiriesToCategory
        : (await request(RemoveEnquiriesToCategory, variables)).removeEnquiriesToCategory,
    onSettled: (_result, _error, { enquiryIds }) => invalidateBoard(queryClient, enquiryIds),
  });
}
