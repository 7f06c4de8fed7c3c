import { notifications } from '../../../db/schema';
import type { FeatureMatrix } from '../../../testing/matrix';
import { everyone, inAnyCompany } from '../../../testing/matrix';
import type { Caller, Outcome } from '../../../testing/matrix';

// Every member of a company has their own notifications, whatever their role: no page permission
// is needed. One notification belongs to one person, so an id of anyone else's (a colleague's, or
// another company's) reads as not found, even to an admin.
const ownerOnly: Record<Caller, Outcome> = {
  ...everyone('NOT_FOUND'),
  anonymous: 'UNAUTHENTICATED',
  admin: 'ok',
  locked: 'FORBIDDEN',
  noCompany: 'FORBIDDEN',
};

export const notificationsMatrix: FeatureMatrix = {
  // A notification for the company's creator (the admin caller; the foreign admin in theirs).
  seed: async (db, company) => {
    const [row] = await db
      .insert(notifications)
      .values({
        companyId: company.id,
        userId: company.creatorId,
        notificationType: 'question_received',
        title: 'New investor question',
        message: 'Someone asked a question.',
        metaData: { companyId: company.id },
      })
      .returning({ id: notifications.id });
    return { notificationId: row!.id };
  },
  operations: {
    'Query.getNotifications': {
      document: '{ getNotifications(page: 1, limit: 5) { items { _id } meta { totalItems } } }',
      expected: inAnyCompany,
    },
    'Query.getUnreadNotificationCount': {
      document: '{ getUnreadNotificationCount }',
      expected: inAnyCompany,
    },
    'Mutation.readNotification': {
      document: 'mutation($id: ID!) { readNotification(notificationId: $id) { _id hasRead } }',
      variables: (w) => ({ id: w.own.notificationId }),
      onForeign: (w) => ({ id: w.foreign.notificationId }),
      expected: ownerOnly,
    },
    'Mutation.markAllNotificationAsRead': {
      document: 'mutation { markAllNotificationAsRead { message } }',
      expected: inAnyCompany,
    },
    'Subscription.notificationUpdated': {
      // Over HTTP a subscription is refused alike for every caller (BAD_USER_INPUT, nothing
      // resolved); who hears what over the WebSocket is notifications-live.test.ts's.
      document: 'subscription { notificationUpdated { unreadCount } }',
      expected: everyone('ok'),
    },
  },
};
