import type { Deps } from '../../deps';
import type { NotificationRow } from './repo';
import type { NotificationView } from './types';

/** A stored notification as the API shows it: the actor's picture as a signed address. */
export function notificationView(deps: Deps, row: NotificationRow): NotificationView {
  const { notification: n, actor } = row;
  return {
    id: n.id,
    companyId: n.companyId,
    userId: n.userId,
    notificationType: n.notificationType,
    title: n.title,
    message: n.message,
    metaData: n.metaData,
    investorId: n.investorId,
    hasRead: n.hasRead,
    userObject: actor
      ? {
          ...actor,
          profileImage: actor.profileImage ? deps.fileUrls.url(actor.profileImage) : null,
        }
      : null,
    createdAt: n.createdAt,
  };
}
