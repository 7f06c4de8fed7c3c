import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@quorum/shared';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { boardKeys } from './board-keys';

const GetEnquiryReplyList = graphql(`
  query GetEnquiryReplyList($enquiryId: ID!, $limit: Int) {
    getEnquiryReplyList(enquiryId: $enquiryId, limit: $limit) {
      items {
        _id
        fromQuorum
        draft
        content
        attachments {
          key
          name
          type
          size
          url
        }
        audio {
          key
          name
          type
          size
          url
        }
        responder {
          _id
          firstName
          lastName
        }
        investor {
          firstName
          lastName
        }
        sentAt
        createdAt
        updatedAt
      }
    }
  }
`);

export type EnquiryReply = ResultOf<
  typeof GetEnquiryReplyList
>['getEnquiryReplyList']['items'][number];
export type ReplyFile = EnquiryReply['attachments'][number];

/**
 * The thread, oldest first, in one page of the spec's 1000 (§9); the company's unsent draft comes
 * with it, marked `draft`, so the composer can start from it.
 */
export function useEnquiryReplyList(enquiryId: string) {
  return useQuery({
    queryKey: boardKeys.replies(enquiryId),
    queryFn: async ({ signal }) =>
      (
        await request(
          GetEnquiryReplyList,
          { enquiryId, limit: PAGE_SIZES.enquiryReplies },
          { signal },
        )
      ).getEnquiryReplyList.items,
  });
}
