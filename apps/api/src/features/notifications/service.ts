import { pageMeta, pagingOf, type PageMeta } from '../../core/paging';
// Notifications (spec §7 "Notifications and miscellaneous"): a member reads and marks their own,
// in the company they are signed in to; nobody else's id ever resolves. Writing them is notify.ts's.
import { validate as isUuid } from 'uuid';
import { PAGE_SIZES, messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import { notFound } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import { announceNotification, eventOf } from './live';
import * as repo from './repo';
import type { NotificationView } from './types';
import { notificationView } from './presenters';

export type { NotificationUpdateEvent } from './live';
export { notificationUpdates, updateFromEvent } from './live';

const text = messages.notifications;

/** Larger pages than this are cut to it. (ours) */
const MAX_PAGE_LIMIT = 50;

const whose = (member: Member) => [member.companyId, member.user.id] as const;

export interface NotificationPage {
  items: NotificationView[];
  meta: PageMeta;
}

/** One page of the caller's notifications, newest first (10 by default; the bell asks for 5). */
export async function listNotifications(
  deps: Deps,
  member: Member,
  args: { page?: number | null; limit?: number | null },
): Promise<NotificationPage> {
  const [companyId, userId] = whose(member);
  const window = pagingOf(args, PAGE_SIZES.notifications, MAX_PAGE_LIMIT);
  const [rows, totalItems] = await Promise.all([
    repo.findNotifications(deps.db, companyId, userId, {
      offset: window.offset,
      limit: window.limit,
    }),
    repo.countNotifications(deps.db, companyId, userId),
  ]);
  return {
    items: rows.map((row) => notificationView(deps, row)),
    meta: pageMeta(window, totalItems),
  };
}

export function unreadCount(deps: Deps, member: Member): Promise<number> {
  return repo.countUnread(deps.db, ...whose(member));
}

/** Marks one of the caller's own notifications read; their other tabs hear the new count. */
export async function readNotification(
  deps: Deps,
  member: Member,
  id: string,
): Promise<NotificationView> {
  const [companyId, userId] = whose(member);
  if (!isUuid(id) || !(await repo.markRead(deps.db, companyId, userId, id)))
    throw notFound(text.notFound);
  const [row] = await repo.findNotificationsByIds(deps.db, [id]);
  if (!row) throw notFound(text.notFound);
  const view = notificationView(deps, row);
  const count = await repo.countUnread(deps.db, companyId, userId);
  await announceNotification(deps.events, eventOf(companyId, userId, view, count));
  return view;
}

export async function markAllRead(deps: Deps, member: Member): Promise<{ message: string }> {
  const [companyId, userId] = whose(member);
  await repo.markAllRead(deps.db, companyId, userId);
  await announceNotification(deps.events, eventOf(companyId, userId, null, 0));
  return { message: text.allRead };
}
