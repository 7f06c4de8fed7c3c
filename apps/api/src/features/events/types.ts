import { builder } from '../../graphql/builder';
import { PersonType, personView } from '../../graphql/people';
import { findPeople } from '../../core/people';
import type { EventAttachment } from '../../db/schema';
import { eventUid } from './ics';
import type { CalendarFeedView } from './feeds';
import type { CompanyEventRow } from './repo';

const EventAttachmentType = builder.objectRef<EventAttachment>('CompanyEventAttachment').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    contentType: t.exposeString('contentType'),
    sizeBytes: t.exposeInt('sizeBytes'),
    url: t.string({
      description: 'A signed address to open the file, valid for an hour.',
      resolve: (file, _args, ctx) => ctx.deps.fileUrls.url(file.key),
    }),
  }),
});

export const CompanyEventType = builder.objectRef<CompanyEventRow>('CompanyEvent').implement({
  description:
    'A calendar event (spec §3 Event). startTime and endTime are instants; timeZone is the IANA zone it was planned in, so 10:00 Perth time stays 10:00 in Perth. An all-day event ends at the midnight after its last day.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    companyId: t.exposeID('companyId'),
    userId: t.exposeID('createdBy', { nullable: true }),
    uid: t.string({
      description: 'The UID its calendar files carry, the same for ever.',
      resolve: (event) => eventUid(event.id),
    }),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    location: t.exposeString('location', { nullable: true }),
    onlineUrl: t.exposeString('onlineUrl', { nullable: true }),
    startTime: t.expose('startsAt', { type: 'DateTime' }),
    endTime: t.expose('endsAt', { type: 'DateTime' }),
    timeZone: t.exposeString('timeZone'),
    allDay: t.exposeBoolean('allDay'),
    allTeam: t.exposeBoolean('allTeam', {
      description: 'True: the whole team is invited (shown as All team).',
    }),
    eventAttendies: t.field({
      type: [PersonType],
      description: 'The members named as attendees (spec spelling); empty when allTeam.',
      resolve: async (event, _args, ctx) =>
        (await findPeople(ctx.deps.db, event.attendeeIds)).map((p) => personView(ctx.deps, p)),
    }),
    attachment: t.expose('attachments', { type: [EventAttachmentType] }),
    sequence: t.exposeInt('sequence', { description: 'Raised on every edit (RFC 5545 SEQUENCE).' }),
    deleted: t.exposeBoolean('deleted'),
    publishedDate: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const CalendarFeedType = builder.objectRef<CalendarFeedView>('CalendarFeed').implement({
  description:
    'The company’s subscribable calendar feed. Only a hash of its token is kept: the address is answered once, by createCalendarFeed.',
  fields: (t) => ({
    active: t.exposeBoolean('active'),
    createdAt: t.expose('createdAt', { type: 'DateTime', nullable: true }),
    url: t.exposeString('url', { nullable: true }),
  }),
});

export const EventInputType = builder.inputType('EventInput', {
  fields: (t) => ({
    companyId: t.id(),
    eventId: t.id({ required: true }),
  }),
});

const eventFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  companyId: t.id(),
  title: t.string({ required: true }),
  startTime: t.string({
    required: true,
    description:
      'The wall-clock start in timeZone, as 2027-04-01T10:00 (an all-day event: T00:00).',
  }),
  endTime: t.string({
    required: true,
    description: 'The wall-clock end in timeZone; an all-day event’s last day, inclusive.',
  }),
  timeZone: t.string({ required: true, description: 'An IANA zone, such as Australia/Perth.' }),
  allDay: t.boolean(),
  location: t.string(),
  onlineUrl: t.string(),
  description: t.string(),
  allTeam: t.boolean(),
  attendeeIds: t.idList(),
  attachments: t.stringList({
    description: 'Keys answered by POST /files/event-attachment (Premium), at most five.',
  }),
});

export const CreateCompanyEventInput = builder.inputType('CreateCompanyEventInput', {
  fields: (t) => eventFields(t),
});

export const UpdateCompanyEventInput = builder.inputType('UpdateCompanyEventInput', {
  fields: (t) => ({ eventId: t.id({ required: true }), ...eventFields(t) }),
});
