import { graphql } from '@/lib/graphql';

/**
 * What a board card shows of an enquiry (spec §3 Board item, §4 Investor display, and issue 19's
 * price-sensitive announcement it followed), and what the move rule needs (status, isGuest,
 * respondedAt). Unmasked: callers read the fields directly.
 */
export const EnquiryCardFields = graphql(`
  fragment EnquiryCardFields on Enquiry @_unmask {
    _id
    enquiryType
    subject
    question
    status
    boardStatus
    boardPriority
    isGuest
    isSampleQuestion
    isDeletedInvestor
    isRemovedCompany
    investor {
      _id
      firstName
      lastName
      email
      investorStatus
    }
    assignees {
      _id
      firstName
      lastName
      profileImage
    }
    enquiryCategories {
      _id
      name
      colorIndex
    }
    respondedAt
    sentiment {
      score
      label
    }
    unread
    replyCount
    similarQuestionCount
    priceSensitiveAnnouncement {
      announcementId
      title
      releasedAt
    }
    createdAt
    updatedAt
  }
`);
