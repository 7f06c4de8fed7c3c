import { graphql, type ResultOf } from '@/lib/graphql';

/**
 * What the list and the page show of an announcement: its words, status and marks, the
 * attachment's facts as the server read them from the bytes, engagement, and the poll with its
 * options' counts and shares.
 */
export const AnnouncementFields = graphql(`
  fragment AnnouncementFields on Announcement {
    _id
    announcementId
    announcementType
    title
    body
    status
    publishedDate
    isPinned
    starred
    deleted
    deletedAt
    createdAt
    updatedAt
    author {
      _id
      firstName
      lastName
    }
    media
    attachment
    attachmentUrl
    attachmentName
    attachmentType
    attachmentSize
    attachmentDuration
    attachmentTotalPages
    attachmentThumbnail
    attachmentThumbnailUrl
    fromAsx
    asxCode
    priceSensitive
    releasedAt
    totalViews
    uniqueViewers
    questionsAsked
    seenPercentage
    poll {
      title
      multipleChoice
      endsAt
      remainingPollTime
      totalVotes
      options {
        id
        option
        voteCount
        share
      }
    }
  }
`);

export type Announcement = ResultOf<typeof AnnouncementFields>;
export type AnnouncementPoll = NonNullable<Announcement['poll']>;
