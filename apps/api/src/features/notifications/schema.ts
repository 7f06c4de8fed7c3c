/** Notifications (spec §7 "Notifications and miscellaneous"): the bell, its page and live delivery. */
import { builder, MessageResult } from '../../graphql/builder';
import type { SubscriptionContext } from '../../graphql/context';
import * as service from './service';
import type { NotificationUpdateEvent } from './service';
import { NotificationObjectType, NotificationPageType, NotificationUpdateType } from './types';

// Every member of a company has notifications; no page permission is needed to read one's own.
const inCompany = { inCompany: true } as const;

builder.queryFields((t) => ({
  getNotifications: t.field({
    type: NotificationPageType,
    description:
      "The caller's notifications in their company, newest first (10 a page; the bell asks for 5).",
    authScopes: inCompany,
    args: { page: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => service.listNotifications(ctx.deps, ctx.requireMember(), args),
  }),
  getUnreadNotificationCount: t.int({
    authScopes: inCompany,
    resolve: (_root, _args, ctx) => service.unreadCount(ctx.deps, ctx.requireMember()),
  }),
}));

builder.mutationFields((t) => ({
  readNotification: t.field({
    type: NotificationObjectType,
    authScopes: inCompany,
    args: { notificationId: t.arg.id({ required: true }) },
    resolve: (_root, { notificationId }, ctx) =>
      service.readNotification(ctx.deps, ctx.requireMember(), notificationId),
  }),
  markAllNotificationAsRead: t.field({
    type: MessageResult,
    authScopes: inCompany,
    resolve: (_root, _args, ctx) => service.markAllRead(ctx.deps, ctx.requireMember()),
  }),
}));

builder.subscriptionFields((t) => ({
  notificationUpdated: t.field({
    type: NotificationUpdateType,
    description: 'A notification arrived for the caller, or their unread count changed.',
    authScopes: inCompany,
    subscribe: (_root, _args, ctx) =>
      service.notificationUpdates(ctx as SubscriptionContext, ctx.requireMember()),
    resolve: (event: NotificationUpdateEvent) => service.updateFromEvent(event),
  }),
}));
