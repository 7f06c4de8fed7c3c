/** Notification texts (spec §2 Dashboard shell bell, §3 Notification). */
export const notificationMessages = {
  popoverTitle: 'Notifications',
  markAllAsRead: 'Mark all as read',
  viewAll: 'View all notifications',
  empty: 'You have no notifications yet.', // (ours)
  allRead: 'All notifications marked as read.', // (ours)
  // (ours) the spec names the notification kinds' causes in the issue, not their words.
  questionReceivedTitle: 'New investor question', // (ours)
  questionReceived: (asker: string, company: string) => `${asker} asked ${company} a question.`, // (ours)
  questionAssignedTitle: 'Question assigned to you', // (ours)
  questionAssigned: (actor: string) => `${actor} assigned you a question.`, // (ours)
  questionRepliedTitle: 'Question replied to', // (ours)
  questionReplied: (actor: string) => `${actor} replied to a question assigned to you.`, // (ours)
  notFound: 'This notification no longer exists.', // (ours)
  someone: 'A team member', // (ours) an actor whose account is gone
  yourCompany: 'your company', // (ours) a company whose name cannot be read
  emailAction: 'Open the question', // (ours) the button of a notification email
  emailFooter:
    'You get this email because email notifications are on for your Quorum account. You can turn them off on your Profile page:', // (ours) followed by the page's address
  // The Profile page's switch (ours).
  preferencesTitle: 'Notifications', // (ours)
  emailSwitch: 'Email me about new questions, assignments and replies', // (ours)
  emailSwitchHint: 'You still see every notification in Quorum, under the bell.', // (ours)
  emailsOn: 'Notification emails are on.', // (ours)
  emailsOff: 'Notification emails are off.', // (ours)
  unreadBadge: (count: number) =>
    count === 0 ? 'Notifications' : `Notifications, ${count} unread`, // (ours) the bell's label
  markedRead: 'Marked as read', // (ours)
  loadFailed: 'Notifications could not be loaded.', // (ours)
  websocketOnly: 'Live notifications are sent over the WebSocket only.', // (ours) a subscription sent over HTTP
} as const;
