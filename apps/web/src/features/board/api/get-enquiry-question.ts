import { useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { boardKeys } from './board-keys';

const GetEnquiryQuestion = graphql(`
  query GetEnquiryQuestion($enquiryId: ID!) {
    getEnquiryQuestion(enquiryId: $enquiryId) {
      _id
      enquiryType
      subject
      question
      audio
      announcementInfo {
        announcementId
        announcementTitle
        attachment
        attachmentTitle
        pageNumber
      }
      status
      boardStatus
      boardPriority
      isGuest
      isSampleQuestion
      isDeletedInvestor
      isRemovedCompany
      investorId
      investor {
        _id
        email
        firstName
        lastName
        userName
        investorStatus
      }
      addedToRegistry
      respondedAt
      sentiment {
        score
        label
      }
      replyCount
      priceSensitiveAnnouncement {
        announcementId
        title
        releasedAt
      }
      createdAt
      updatedAt
    }
  }
`);

export type EnquiryDetail = ResultOf<typeof GetEnquiryQuestion>['getEnquiryQuestion'];

/** One question as the detail drawer shows it: the asker, the question and its card's state. */
export function useEnquiryQuestion(enquiryId: string | null) {
  return useQuery({
    queryKey: boardKeys.enquiry(enquiryId ?? ''),
    queryFn: async ({ signal }) =>
      (await request(GetEnquiryQuestion, { enquiryId: enquiryId! }, { signal })).getEnquiryQuestion,
    enabled: enquiryId !== null,
  });
}
