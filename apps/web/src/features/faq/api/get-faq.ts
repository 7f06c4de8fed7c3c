import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { useCompanyDetail } from '@/lib/account';

/** What every FAQ call answers: the whole FAQ, categories in order with their questions in order. */
export const FaqCategoryFields = graphql(`
  fragment FaqCategoryFields on FaqCategory @_unmask {
    _id
    categoryName
    displayOrder
    faqs {
      _id
      question
      answer
      displayOrder
      faqCategoryId
    }
  }
`);

export type FaqCategory = ResultOf<typeof FaqCategoryFields>;
export type Faq = FaqCategory['faqs'][number];

const ListFaqCategoryWithFaqs = graphql(
  `
    query ListFaqCategoryWithFaqs($companyId: ID) {
      listFaqCategoryWithFaqs(companyId: $companyId) {
        ...FaqCategoryFields
      }
    }
  `,
  [FaqCategoryFields],
);

export const faqKeys = { all: ['faq'] as const };

export const faqQuery = (companyId: string | undefined) =>
  queryOptions({
    queryKey: faqKeys.all,
    queryFn: async ({ signal }) =>
      (await request(ListFaqCategoryWithFaqs, { companyId }, { signal })).listFaqCategoryWithFaqs,
    enabled: companyId !== undefined,
  });

/** The company's FAQ (spec: listFaqCategoryWithFaqs with the session's company). */
export function useFaq() {
  const company = useCompanyDetail();
  const faq = useQuery(faqQuery(company.data?._id));
  return company.isError ? { ...faq, isPending: false, isError: true, error: company.error } : faq;
}
