// Writing notifications (spec §3 Notification): when a question arrives, is assigned, or is
// replied to. Each notify* runs in the caller's transaction, so a notification (and its email)
// exists only if the change that caused it is committed; the caller publishes what it answers
// with publishNotifications once the transaction commits.
import { mayAccess, messages } from '@quorum/shared';
import type { NotificationMetaData, NotificationType } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { enqueueNotificationEmail, enquiryUrl, marketUrl, profileUrl } from './email';
import { announceNotification, eventOf } from './live';
import type { NotificationUpdateEvent } from './live';
import { assigneeIds } from '../board';
import { findCompanyName } from '../../core/company-names';
import * as repo from './repo';
import type { Person, Recipient } from './repo';
import { notificationView } from './presenters';

const text = messages.notifications;

/** Notifications written in a transaction, to be published once it commits. */
export type PendingNotifications = NotificationUpdateEvent[];

/** Only members who can open the board hear about its questions; a locked seat hears nothing. */
const mayBeTold = (recipient: Recipient) =>
  !recipient.locked && mayAccess(recipient, 'questions', 'view');

interface Notice {
  companyId: string;
  enquiryId: string;
  type: NotificationType;
  title: string;
  message: string;
  metaData: NotificationMetaData;
  /** The team member whose action caused it, already read by the caller. */
  actor: Person | null;
}

async function notify(
  deps: Deps,
  tx: Db,
  notice: Notice,
  recipients: readonly Recipient[],
): Promise<PendingNotifications> {
  const told = recipients.filter(mayBeTold);
  if (told.length === 0) return [];
  const enquiry = await repo.findEnquiry(tx, notice.companyId, notice.enquiryId);
  if (!enquiry) return [];
  const rows = await repo.insertNotifications(
    tx,
    told.map((recipient) => ({
      companyId: notice.companyId,
      userId: recipient.userId,
      notificationType: notice.type,
      title: notice.title,
      message: notice.message,
      metaData: notice.metaData,
      investorId: enquiry.investorId,
      actorId: notice.actor?.id ?? null,
    })),
  );
  const url = enquiryUrl(deps.config.appUrl, notice.enquiryId);
  for (const recipient of told)
    if (recipient.receiveNotification)
      await enqueueNotificationEmail(tx, notice.companyId, recipient.email, {
        firstName: recipient.firstName,
        title: notice.title,
        message: notice.message,
        url,
        profileUrl: profileUrl(deps.config.appUrl),
      });
  // The inserted rows and the actor the caller read are the whole view: nothing is read back.
  // The count is filled in when published, after the commit, when every concurrent write shows.
  return rows.map((notification) => {
    const view = notificationView(deps, { notification, actor: notice.actor });
    return eventOf(view.companyId, view.userId, view, 0);
  });
}

const fullName = (person: { firstName: string; lastName: string } | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : text.someone;

/**
 * A question arrived (web form, app or email): every team member who can see the board is
 * notified, in the caller's transaction, and emailed if their receiveNotification is on.
 */
export async function notifyQuestionReceived(
  deps: Deps,
  tx: Db,
  input: { companyId: string; enquiryId: string; askerName: string; question: string },
): Promise<PendingNotifications> {
  const companyName = (await findCompanyName(tx, input.companyId, 'legal')) ?? text.yourCompany;
  return notify(
    deps,
    tx,
    {
      companyId: input.companyId,
      enquiryId: input.enquiryId,
      type: 'question_received',
      title: text.questionReceivedTitle,
      message: text.questionReceived(input.askerName, companyName),
      metaData: { companyId: input.companyId, enquiryId: input.enquiryId },
      actor: null,
    },
    await repo.findRecipients(tx, input.companyId),
  );
}

/** What a team member did to a question, told to the members it concerns (never to themselves). */
async function notifyOfAction(
  deps: Deps,
  tx: Db,
  action: {
    companyId: string;
    enquiryId: string;
    actorId: string;
    userIds: readonly string[];
    type: NotificationType;
    title: string;
    message: (actorName: string) => string;
    metaData: NotificationMetaData;
  },
): Promise<PendingNotifications> {
  const userIds = [...new Set(action.userIds)].filter((id) => id !== action.actorId);
  if (userIds.length === 0) return [];
  const actor = await repo.findPerson(tx, action.actorId);
  return notify(
    deps,
    tx,
    {
      companyId: action.companyId,
      enquiryId: action.enquiryId,
      type: action.type,
      title: action.title,
      message: action.message(fullName(actor)),
      metaData: action.metaData,
      actor: actor ?? null,
    },
    await repo.findRecipients(tx, action.companyId, userIds),
  );
}

/** Members newly assigned to a question are notified (not the one who assigned them). */
export function notifyAssigned(
  deps: Deps,
  tx: Db,
  input: { companyId: string; enquiryId: string; userIds: readonly string[]; actorId: string },
): Promise<PendingNotifications> {
  return notifyOfAction(deps, tx, {
    ...input,
    type: 'question_assigned',
    title: text.questionAssignedTitle,
    message: text.questionAssigned,
    metaData: { companyId: input.companyId, enquiryId: input.enquiryId },
  });
}

/** A reply was sent on a question: its assignees, other than the one who replied, are notified. */
export async function notifyReplied(
  deps: Deps,
  tx: Db,
  input: { companyId: string; enquiryId: string; replyId: string; actorId: string },
): Promise<PendingNotifications> {
  return notifyOfAction(deps, tx, {
    ...input,
    userIds: await assigneeIds(tx, input.companyId, input.enquiryId),
    type: 'question_replied',
    title: text.questionRepliedTitle,
    message: text.questionReplied,
    metaData: {
      companyId: input.companyId,
      enquiryId: input.enquiryId,
      enquiryResponseId: input.replyId,
    },
  });
}

/**
 * A stock alert fired (issue 19): every unlocked member of the company is told, in the caller's
 * transaction, and emailed if their receiveNotification is on. The link opens the market page.
 */
export async function notifyStockAlert(
  deps: Deps,
  tx: Db,
  input: { companyId: string; alertId: string; symbol: string; title: string; message: string },
): Promise<PendingNotifications> {
  const told = (await repo.findRecipients(tx, input.companyId)).filter((r) => !r.locked);
  const rows = await repo.insertNotifications(
    tx,
    told.map((recipient) => ({
      companyId: input.companyId,
      userId: recipient.userId,
      notificationType: 'stock_alert' as const,
      title: input.title,
      message: input.message,
      metaData: { companyId: input.companyId, stockAlertId: input.alertId, symbol: input.symbol },
      investorId: null,
      actorId: null,
    })),
  );
  const url = marketUrl(deps.config.appUrl);
  for (const recipient of told)
    if (recipient.receiveNotification)
      await enqueueNotificationEmail(tx, input.companyId, recipient.email, {
        firstName: recipient.firstName,
        title: input.title,
        message: input.message,
        url,
        profileUrl: profileUrl(deps.config.appUrl),
      });
  return rows.map((notification) => {
    const view = notificationView(deps, { notification, actor: null });
    return eventOf(view.companyId, view.userId, view, 0);
  });
}

/**
 * Publishes what a committed transaction wrote, each to its member's own topic, with their unread
 * count as it stands now.
 */
export async function publishNotifications(
  deps: Deps,
  pending: PendingNotifications,
): Promise<void> {
  const byCompany = new Map<string, PendingNotifications>();
  for (const event of pending)
    byCompany.set(event.companyId, [...(byCompany.get(event.companyId) ?? []), event]);
  for (const [companyId, events] of byCompany) {
    const counts = await repo.countUnreadFor(
      deps.db,
      companyId,
      events.map((event) => event.userId),
    );
    for (const event of events)
      await announceNotification(deps.events, {
        ...event,
        unreadCount: counts.get(event.userId) ?? 0,
      });
  }
}
