import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { CompanyLinkFields, companyLinkKeys, type CompanyLink } from './get-company-links';

const DragAndDropUpdateCompanyLink = graphql(
  `
    mutation DragAndDropUpdateCompanyLink(
      $dragAndDropUpdateCompanyLinkInput: DragAndDropUpdateCompanyLinkInput!
    ) {
      dragAndDropUpdateCompanyLink(
        dragAndDropUpdateCompanyLinkInput: $dragAndDropUpdateCompanyLinkInput
      ) {
        ...CompanyLinkFields
      }
    }
  `,
  [CompanyLinkFields],
);

/**
 * Saves a new order of the links (the whole list, locked website link first). The list shows the
 * new order at once; if the server refuses, it goes back to the order before and says why
 * (spec §7: "reorder failure reverts the order").
 */
export function useReorderCompanyLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ordered: CompanyLink[]) => {
      const links = ordered
        .filter((link) => !link.locked)
        .map((link, index) => ({ linkId: link._id, priorityOrder: index + 1 }));
      return (
        await request(DragAndDropUpdateCompanyLink, {
          dragAndDropUpdateCompanyLinkInput: { links },
        })
      ).dragAndDropUpdateCompanyLink;
    },
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: companyLinkKeys.all });
      const before = queryClient.getQueryData<CompanyLink[]>(companyLinkKeys.all);
      queryClient.setQueryData(companyLinkKeys.all, ordered);
      return { before };
    },
    onError: (error, _ordered, context) => {
      queryClient.setQueryData(companyLinkKeys.all, context?.before);
      notifications.show({ color: 'red', message: error.message });
    },
    onSuccess: (links) => queryClient.setQueryData(companyLinkKeys.all, links),
  });
}
