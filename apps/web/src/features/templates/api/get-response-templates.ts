import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { templateKeys } from './template-keys';

const GetResponseTemplates = graphql(`
  query GetResponseTemplates($searchText: String) {
    getResponseTemplates(searchText: $searchText) {
      limit
      items {
        _id
        title
        content
        starred
        readOnly
        updatedAt
        attachments {
          key
          name
          contentType
          sizeBytes
          url
        }
      }
    }
  }
`);

export type ResponseTemplateList = ResultOf<typeof GetResponseTemplates>['getResponseTemplates'];
export type ResponseTemplate = ResponseTemplateList['items'][number];
export type TemplateAttachment = ResponseTemplate['attachments'][number];

/**
 * The company's templates, starred first, then the most recently changed; with searchText, those
 * whose title or text contains it. While a new search loads, the last answer stays on screen.
 */
export function useResponseTemplates(searchText: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: templateKeys.list(searchText),
    queryFn: async ({ signal }) =>
      (await request(GetResponseTemplates, { searchText: searchText || null }, { signal }))
        .getResponseTemplates,
    placeholderData: keepPreviousData,
    enabled,
  });
}
