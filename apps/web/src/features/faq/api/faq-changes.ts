import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { FaqCategoryFields, faqKeys, type FaqCategory } from './get-faq';

/*
 * Every FAQ change answers the whole FAQ as it stands after it, so each hook puts the answer in
 * the cache as is: one file for the calls, which differ only in their document.
 */

const CreateFaqCategory = graphql(
  `
    mutation CreateFaqCategory($createFaqCategoryInput: CreateFaqCategoryInput!) {
      createFaqCategory(createFaqCategoryInput: $createFaqCategoryInput) {
        ...FaqCategoryFields
      }
    }
  `,
  [FaqCategoryFields],
);

const UpdateFaqCategory = graphql(
  `
    mutation UpdateFaqCategory($updateFaqCategoryInput: UpdateFaqCategoryInput!) {
      updateFaqCategory(updateFaqCategoryInput: $updateFaqCategoryInput) {
        ...FaqCategoryFields
      }
    }
  `,
  [FaqCategoryFields],
);

const DeleteFaqCategory = graphql(
  `
    mutation DeleteFaqCategory($faqCategoryId: ID!) {
      deleteFaqCategory(faqCategoryId: $faqCategoryId) {
        ...FaqCategoryFields
      }
    }
  `,
  [FaqCategoryFields],
);

const ReorderFaqCategories = graphql(
  `
    mutation ReorderFaqCategories($reorderFaqCategoriesInput: ReorderFaqCategoriesInput!) {
      reorderFaqCategories(reorderFaqCategoriesInput: $reorderFaqCategoriesInput) {
        ...FaqCategoryFields
      }
    }
  `,
  [FaqCategoryFields],
);

const CreateFaq = graphql(
  `
    mutation CreateFaq($createFaqInput: CreateFaqInput!) {
      createFaq(createFaqInput: $createFaqInput) {
        ...FaqCategoryFields
      }
    }
  `,
  [FaqCategoryFields],
);

const UpdateFaq = graphql(
  `
    mutation UpdateFaq($updateFaqInput: UpdateFaqInput!) {
      updateFaq(updateFaqInput: $updateFaqInput) {
        ...FaqCategoryFields
      }
    }
  `,
  [FaqCategoryFields],
);

const DeleteFaq = graphql(
  `
    mutation DeleteFaq($faqId: ID!) {
      deleteFaq(faqId: $faqId) {
        ...FaqCategoryFields
      }
    }
  `,
  [FaqCategoryFields],
);

const ReorderFaqs = graphql(
  `
    mutation ReorderFaqs($reorderFaqsInput: ReorderFaqsInput!) {
      reorderFaqs(reorderFaqsInput: $reorderFaqsInput) {
        ...FaqCategoryFields
      }
    }
  `,
  [FaqCategoryFields],
);

const AddQuestionRegistryToFaq = graphql(
  `
    mutation AddQuestionRegistryToFaq(
      $addQuestionRegistryToFaqInput: AddQuestionRegistryToFaqInput!
    ) {
      addQuestionRegistryToFaq(addQuestionRegistryToFaqInput: $addQuestionRegistryToFaqInput) {
        ...FaqCategoryFields
      }
    }
  `,
  [FaqCategoryFields],
);

/** A change whose answer is the new FAQ. */
function useFaqChange<V>(send: (variables: V) => Promise<FaqCategory[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (faq) => queryClient.setQueryData(faqKeys.all, faq),
  });
}

export const useCreateFaqCategory = () =>
  useFaqChange(
    async (input: VariablesOf<typeof CreateFaqCategory>['createFaqCategoryInput']) =>
      (await request(CreateFaqCategory, { createFaqCategoryInput: input })).createFaqCategory,
  );

export const useUpdateFaqCategory = () =>
  useFaqChange(
    async (input: VariablesOf<typeof UpdateFaqCategory>['updateFaqCategoryInput']) =>
      (await request(UpdateFaqCategory, { updateFaqCategoryInput: input })).updateFaqCategory,
  );

export const useDeleteFaqCategory = () =>
  useFaqChange(
    async (faqCategoryId: string) =>
      (await request(DeleteFaqCategory, { faqCategoryId })).deleteFaqCategory,
  );

export const useCreateFaq = () =>
  useFaqChange(
    async (input: VariablesOf<typeof CreateFaq>['createFaqInput']) =>
      (await request(CreateFaq, { createFaqInput: input })).createFaq,
  );

/** Saves a question's words and, if another category is named, moves it there in the same change. */
export const useUpdateFaq = () =>
  useFaqChange(
    async (input: VariablesOf<typeof UpdateFaq>['updateFaqInput']) =>
      (await request(UpdateFaq, { updateFaqInput: input })).updateFaq,
  );

export const useDeleteFaq = () =>
  useFaqChange(async (faqId: string) => (await request(DeleteFaq, { faqId })).deleteFaq);

export const useAddQuestionRegistryToFaq = () =>
  useFaqChange(
    async (input: VariablesOf<typeof AddQuestionRegistryToFaq>['addQuestionRegistryToFaqInput']) =>
      (await request(AddQuestionRegistryToFaq, { addQuestionRegistryToFaqInput: input }))
        .addQuestionRegistryToFaq,
  );

/**
 * A new order shown at once (`optimistic` makes the FAQ as it will be); if the server refuses, the
 * FAQ goes back to how it was and the reason is shown.
 */
function useReorder<V>(
  send: (variables: V) => Promise<FaqCategory[]>,
  optimistic: (faq: FaqCategory[], variables: V) => FaqCategory[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: faqKeys.all });
      const before = queryClient.getQueryData<FaqCategory[]>(faqKeys.all);
      if (before) queryClient.setQueryData(faqKeys.all, optimistic(before, variables));
      return { before };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(faqKeys.all, context?.before);
      notifications.show({ color: 'red', message: error.message });
    },
    onSuccess: (faq) => queryClient.setQueryData(faqKeys.all, faq),
  });
}

/** Puts the categories in the order given (every category's id, each once). */
export const useReorderFaqCategories = () =>
  useReorder(
    async (faqCategoryIds: string[]) =>
      (await request(ReorderFaqCategories, { reorderFaqCategoriesInput: { faqCategoryIds } }))
        .reorderFaqCategories,
    (faq, ids) =>
      ids.flatMap((id, index) => {
        const category = faq.find((c) => c._id === id);
        return category ? [{ ...category, displayOrder: index + 1 }] : [];
      }),
  );

/** Puts one category's questions in the order given. */
export const useReorderFaqs = () =>
  useReorder(
    async (input: { faqCategoryId: string; faqIds: string[] }) =>
      (await request(ReorderFaqs, { reorderFaqsInput: input })).reorderFaqs,
    (faq, { faqCategoryId, faqIds }) =>
      faq.map((category) =>
        category._id !== faqCategoryId
          ? category
          : {
              ...category,
              faqs: faqIds.flatMap((id, index) => {
                const question = category.faqs.find((f) => f._id === id);
                return question ? [{ ...question, displayOrder: index + 1 }] : [];
              }),
            },
      ),
  );
