import { useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { boardKeys } from './board-keys';

const GetEnquiryCategories = graphql(`
  query GetEnquiryCategories {
    getEnquiryCategories {
      _id
      name
      colorIndex
    }
  }
`);

export type EnquiryCategory = ResultOf<typeof GetEnquiryCategories>['getEnquiryCategories'][number];

/** The company's question categories (the filter, the card menu and the categories modal). */
export function useEnquiryCategories() {
  return useQuery({
    queryKey: boardKeys.categories(),
    queryFn: async ({ signal }) =>
      (await request(GetEnquiryCategories, {}, { signal })).getEnquiryCategories,
  });
}
