import { NOTIFICATION_TYPES } from '@quorum/shared';
import type { NotificationMetaData, NotificationType as NotificationKind } from '@quorum/shared';
import { builder } from '../../graphql/builder';
import { PersonType } from '../../graphql/people';
import type { PersonView } from '../../graphql/people';
import { PageMetaType } from '../../core/paging';

export interface NotificationView {
  id: string;
  companyId: string;
  userId: string;
  notificationType: NotificationKind;
  title: string;
  message: string;
  metaData: NotificationMetaData;
  investorId: string | null;
  hasRead: boolean;
  /** The team member whose action caused it (spec: userObject). */
  userObject: PersonView | null;
  createdAt: Date;
}

/** What the notificationUpdated subscription sends a member: a new notification and their unread count. */
export interface NotificationUpdate {
  notification: NotificationView | null;
  unreadCount: number;
}

export const NotificationTypeEnum = builder.enumType('NotificationType', {
  values: NOTIFICATION_TYPES,
});

const MetaDataType = builder.objectRef<NotificationMetaData>('NotificationMetaData').implement({
  fields: (t) => ({
    announcementId: t.exposeID('announcementId', { nullable: true }),
    companyId: t.exposeID('companyId', { nullable: true }),
    enquiryId: t.exposeID('enquiryId', { nullable: true }),
    eventId: t.exposeID('eventId', { nullable: true }),
    enquiryResponseId: t.exposeID('enquiryResponseId', { nullable: true }),
    userId: t.exposeID('userId', { nullable: true }),
  }),
});

export const NotificationObjectType = builder
  .objectRef<NotificationView>('Notification')
  .implement({
    fields: (t) => ({
      _id: t.exposeID('id'),
      companyId: t.exposeID('companyId'),
      userId: t.exposeID('userId'),
      notificationType: t.expose('notificationType', { type: NotificationTypeEnum }),
      title: t.exposeString('title'),
      message: t.exposeString('message'),
      metaData: t.expose('metaData', { type: MetaDataType }),
      investorId: t.exposeID('investorId', { nullable: true }),
      hasRead: t.exposeBoolean('hasRead'),
      userObject: t.expose('userObject', { type: PersonType, nullable: true }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
    }),
  });

export const NotificationPageType = builder
  .objectRef<{ items: NotificationView[]; meta: typeof PageMetaType.$inferType }>(
    'NotificationPage',
  )
  .implement({
    fields: (t) => ({
      items: t.expose('items', { type: [NotificationObjectType] }),
      meta: t.expose('meta', { type: PageMetaType }),
    }),
  });

export const NotificationUpdateType = builder
  .objectRef<NotificationUpdate>('NotificationUpdate')
  .implement({
    fields: (t) => ({
      notification: t.expose('notification', { type: NotificationObjectType, nullable: true }),
      unreadCount: t.exposeInt('unreadCount'),
    }),
  });
