import { graphql, type ResultOf } from '@/lib/graphql';

/** What the bell and the notifications page show of a notification. */
export const NotificationFields = graphql(`
  fragment NotificationFields on Notification {
    _id
    notificationType
    title
    message
    hasRead
    createdAt
    metaData {
      enquiryId
    }
  }
`);

export type NotificationItem = ResultOf<typeof NotificationFields>;
