/** The events calendar and its calendar files (issue 15). The spec gives no wording here: all (ours). */
export const eventMessages = {
  titleRequired: 'Please give the event a title.',
  titleTooLong: (max: number) => `The title can be at most ${max} characters.`,
  descriptionTooLong: (max: number) => `The description can be at most ${max} characters.`,
  locationTooLong: (max: number) => `The location can be at most ${max} characters.`,
  onlineLinkInvalid: 'Please give the online link as a full address starting with https://.',
  startRequired: 'Please choose when the event starts.',
  endRequired: 'Please choose when the event ends.',
  timeInvalid: 'Please give the time as a date and a time, such as 2027-04-01T10:00.',
  endBeforeStart: 'The event must end after it starts.',
  tooLong: (days: number) => `An event can last at most ${days} days.`,
  timeZoneRequired: 'Please choose the event’s time zone.',
  timeZoneUnknown: (zone: string) =>
    `“${zone}” is not a time zone we know. Choose one such as Australia/Sydney.`,
  tooManyAttendees: (max: number) => `An event can name at most ${max} attendees.`,
  attendeeNotInTeam: 'One of the attendees is not in your team.',
  attachmentsPremium: 'Event attachments are part of the Premium plan. Upgrade to attach files.',
  tooManyAttachments: (max: number) => `An event can have at most ${max} attachments.`,
  rangeInvalid: 'Please ask for a range of dates whose end is after its start.',
  rangeTooLong: (days: number) => `Please ask for at most ${days} days of events at a time.`,
  notFound: 'This event no longer exists. Please refresh the calendar.',
  created: 'Event created.',
  updated: 'Event updated.',
  deleted: 'Event deleted.',
  deleteConfirm: (title: string) => `Delete the event “${title}”?`,
  deleteExplained:
    'People subscribed to the calendar feed will see it as cancelled. This cannot be undone.',
  none: 'No events in these dates.',
  noneUpcoming: 'No upcoming events',
  feedNotFound: 'This calendar feed does not exist or has been revoked.',
  feedCreated: 'Calendar feed address made. Copy it now: it is shown only once.',
  feedRevoked: 'Calendar feed revoked. Calendars subscribed to it will stop updating.',
  feedRevokeConfirm:
    'Revoke the calendar feed? Calendars subscribed to its address will stop receiving events.',
  feedRotateConfirm:
    'Make a new feed address? The current address stops working at once, and subscribers must subscribe again.',
} as const;
