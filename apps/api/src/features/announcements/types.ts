import { ANNOUNCEMENT_MEDIA, ANNOUNCEMENT_STATUSES, ANNOUNCEMENT_TYPES } from '@quorum/shared';
import { builder } from '../../graphql/builder';
import { PersonType } from '../../graphql/people';
import type { PersonView } from '../../graphql/people';
import { PageMetaType } from '../../core/paging';
import type { PageMeta } from '../../core/paging';
import type { announcements } from '../../db/schema';
import * as repo from './poll-repo';
import { pollClock, shareOf } from './presenters';

export type AnnouncementRow = typeof announcements.$inferSelect;

export interface PollOptionView {
  id: string;
  option: string;
  voteCount: number;
}

/** A poll as staff see it; the shares and the time left are worked out when it is shown. */
export interface PollView {
  companyId: string;
  announcementId: string;
  title: string;
  multipleChoice: boolean;
  /** When it opened: the announcement's publication, or the poll's creation for a draft. */
  startsAt: Date;
  endsAt: Date;
  audienceType: string;
  options: PollOptionView[];
  totalVotes: number;
}

/** An announcement with what is counted about it and who wrote it. */
export interface AnnouncementView extends AnnouncementRow {
  questionsAsked: number;
  /** Investors of the company who have seen it, in percent; null when it has no investors. */
  seenPercentage: number | null;
  author: PersonView | null;
  poll: PollView | null;
}

export interface AnnouncementPage {
  items: AnnouncementView[];
  meta: PageMeta;
  publishedCount: number;
  draftCount: number;
  deletedCount: number;
}

export const ANNOUNCEMENT_UPDATE_KINDS = [
  'created',
  'updated',
  'deleted',
  'restored',
  'removed',
  'voted',
] as const;
export type AnnouncementUpdateKind = (typeof ANNOUNCEMENT_UPDATE_KINDS)[number];

/** What announcementUpdated tells the company's open pages: which announcement, and how. */
export interface AnnouncementUpdate {
  companyId: string;
  announcementId: string;
  kind: AnnouncementUpdateKind;
  /** The team member who made the change; null for an investor's vote or a job. */
  actorId: string | null;
  at: Date;
}

export const AnnouncementStatusEnum = builder.enumType('AnnouncementStatus', {
  values: ANNOUNCEMENT_STATUSES,
});
export const AnnouncementTypeEnum = builder.enumType('AnnouncementType', {
  values: ANNOUNCEMENT_TYPES,
});
export const AnnouncementMediaEnum = builder.enumType('AnnouncementMedia', {
  values: ANNOUNCEMENT_MEDIA,
});
export const AnnouncementUpdateKindEnum = builder.enumType('AnnouncementUpdateKind', {
  values: ANNOUNCEMENT_UPDATE_KINDS,
});

export const PollOptionType = builder
  .objectRef<PollOptionView & { totalVotes: number }>('PollOption')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      option: t.exposeString('option'),
      voteCount: t.exposeInt('voteCount'),
      share: t.float({
        description:
          'The percentage of ballots that chose this option (0–100, two decimals; 0 before any vote). In a multiple-choice poll the shares may add up to more than 100.',
        resolve: (option) => shareOf(option.voteCount, option.totalVotes),
      }),
    }),
  });

interface BallotView {
  firstName: string;
  lastName: string;
  choosenOption: string[];
  investorType: string | null;
  createdAt: Date;
}

export const PollVoteType = builder.objectRef<BallotView>('PollVote').implement({
  description: 'One ballot (spec §3 Poll data userVotes; `choosenOption` spelt as the spec does).',
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    choosenOption: t.exposeStringList('choosenOption', {
      description: 'The options chosen, by their text.',
    }),
    investorType: t.exposeString('investorType', {
      nullable: true,
      description: "'investor' for an investor of the app, 'guest' for a vote by name and email.",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const PollType = builder.objectRef<PollView>('Poll').implement({
  description: 'A poll (spec §3 Poll data), on an announcement or standing alone.',
  fields: (t) => ({
    announcementId: t.exposeID('announcementId'),
    title: t.exposeString('title', { description: 'The question.' }),
    multipleChoice: t.exposeBoolean('multipleChoice'),
    endsAt: t.expose('endsAt', { type: 'DateTime' }),
    remainingPollTime: t.int({
      description: 'Seconds until the poll ends; 0 once it has ended.',
      resolve: (poll) => pollClock(poll, new Date()).remainingSeconds,
    }),
    durationDays: t.int({
      description: 'How long the poll runs, from its opening to its end: whole days…',
      resolve: (poll) => pollClock(poll, new Date()).days,
    }),
    durationHours: t.int({
      description: '…then hours…',
      resolve: (poll) => pollClock(poll, new Date()).hours,
    }),
    durationMinutes: t.int({
      description: '…then minutes.',
      resolve: (poll) => pollClock(poll, new Date()).minutes,
    }),
    audienceType: t.exposeString('audienceType'),
    totalVotes: t.exposeInt('totalVotes', { description: 'Ballots cast.' }),
    options: t.field({
      type: [PollOptionType],
      resolve: (poll) => poll.options.map((o) => ({ ...o, totalVotes: poll.totalVotes })),
    }),
    userVotes: t.field({
      type: [PollVoteType],
      description: 'Who voted, newest first (10 a page unless `limit` says).',
      args: { page: t.arg.int(), limit: t.arg.int() },
      resolve: (poll, args, ctx) =>
        repo.listBallots(ctx.deps.db, poll.companyId, poll.announcementId, args),
    }),
  }),
});

export const AnnouncementType = builder.objectRef<AnnouncementView>('Announcement').implement({
  description:
    'An announcement (spec §3 Announcement): a post with one attachment, or a poll standing alone. The attachment’s facts are read by the server from the stored bytes.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    announcementId: t.exposeID('id'),
    companyId: t.exposeID('companyId'),
    announcementType: t.expose('announcementType', { type: AnnouncementTypeEnum }),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    status: t.expose('status', { type: AnnouncementStatusEnum }),
    publishedDate: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    isPinned: t.exposeBoolean('isPinned'),
    starred: t.exposeBoolean('starred'),
    deleted: t.boolean({ resolve: (a) => a.deletedAt !== null }),
    deletedAt: t.expose('deletedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it went to Deleted; it is deleted for good 60 days later.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    userId: t.exposeID('createdBy', { nullable: true }),
    author: t.expose('author', { type: PersonType, nullable: true }),
    media: t.expose('media', { type: AnnouncementMediaEnum, nullable: true }),
    attachment: t.exposeString('attachmentKey', {
      nullable: true,
      description: 'The stored file’s key (from an upload of purpose announcement-media).',
    }),
    attachmentUrl: t.string({
      nullable: true,
      description: 'A signed address of the attachment, valid for an hour.',
      resolve: (a, _args, ctx) => (a.attachmentKey ? ctx.deps.fileUrls.url(a.attachmentKey) : null),
    }),
    attachmentName: t.exposeString('attachmentName', { nullable: true }),
    attachmentType: t.exposeString('attachmentType', { nullable: true }),
    attachmentSize: t.exposeFloat('attachmentSize', { nullable: true, description: 'Bytes.' }),
    attachmentDuration: t.exposeFloat('attachmentDuration', {
      nullable: true,
      description: 'Seconds, for a video or a sound.',
    }),
    attachmentTotalPages: t.exposeInt('attachmentTotalPages', { nullable: true }),
    attachmentThumbnail: t.exposeString('attachmentThumbnailKey', { nullable: true }),
    attachmentThumbnailUrl: t.string({
      nullable: true,
      resolve: (a, _args, ctx) =>
        a.attachmentThumbnailKey ? ctx.deps.fileUrls.url(a.attachmentThumbnailKey) : null,
    }),
    fromAsx: t.exposeBoolean('fromAsx'),
    asxCode: t.exposeString('asxCode', { nullable: true }),
    priceSensitive: t.exposeBoolean('priceSensitive', {
      description: 'Imported from the ASX, which marked it price sensitive.',
    }),
    releasedAt: t.expose('releasedAt', { type: 'DateTime', nullable: true }),
    totalViews: t.exposeInt('totalViews', { description: 'Every view, reloads included.' }),
    uniqueViewers: t.exposeInt('uniqueViewers', {
      description: 'Different viewers: an investor, or one browser.',
    }),
    questionsAsked: t.exposeInt('questionsAsked', {
      description: 'Questions asked about this announcement (enquiries carrying its id).',
    }),
    seenPercentage: t.exposeFloat('seenPercentage', {
      nullable: true,
      description:
        'The share of the company’s investors who have seen it, in percent (two decimals); null when the company has no investors.',
    }),
    poll: t.expose('poll', { type: PollType, nullable: true }),
  }),
});

export const AnnouncementPageType = builder
  .objectRef<AnnouncementPage>('AnnouncementPage')
  .implement({
    fields: (t) => ({
      items: t.expose('items', { type: [AnnouncementType] }),
      meta: t.expose('meta', { type: PageMetaType }),
      publishedCount: t.exposeInt('publishedCount', {
        description: 'Published and not in Deleted (the footer’s count).',
      }),
      draftCount: t.exposeInt('draftCount', { description: 'Drafts not in Deleted.' }),
      deletedCount: t.exposeInt('deletedCount', { description: 'In Deleted.' }),
    }),
  });

export const AnnouncementUpdateType = builder
  .objectRef<AnnouncementUpdate>('AnnouncementUpdate')
  .implement({
    fields: (t) => ({
      companyId: t.exposeID('companyId'),
      announcementId: t.exposeID('announcementId'),
      kind: t.expose('kind', { type: AnnouncementUpdateKindEnum }),
      actorId: t.exposeID('actorId', { nullable: true }),
      at: t.expose('at', { type: 'DateTime' }),
    }),
  });

export const PollInputType = builder.inputType('PollInput', {
  fields: (t) => ({
    title: t.string({ required: true, description: 'The question.' }),
    options: t.stringList({ required: true, description: '2 to 6 different options.' }),
    multipleChoice: t.boolean({ description: 'False (one choice) unless said.' }),
    endsAt: t.field({ type: 'DateTime', required: true }),
    audienceType: t.string({ description: "'all' unless said." }),
  }),
});

export const AnnouncementInputType = builder.inputType('AnnouncementInput', {
  description:
    'The spec’s announcementInput. A field left out keeps what the announcement has; `attachment` and `attachmentThumbnail` set to null remove the file.',
  fields: (t) => ({
    announcementId: t.id({ description: 'The announcement to change (updateAnnouncement).' }),
    companyId: t.id(),
    title: t.string(),
    body: t.string(),
    status: t.field({ type: AnnouncementStatusEnum }),
    attachment: t.string({
      description: 'The key an upload of purpose announcement-media answered; null removes it.',
    }),
    attachmentThumbnail: t.string({
      description:
        'The key an upload of purpose announcement-thumbnail answered; when left out, the one the server made from the file (an image’s) if any.',
    }),
    media: t.field({
      type: AnnouncementMediaEnum,
      description: 'Accepted for the spec’s shape and ignored: the server reads it from the bytes.',
    }),
    attachmentDuration: t.float({ description: 'Ignored: read from the bytes.' }),
    attachmentSize: t.float({ description: 'Ignored: read from the bytes.' }),
    attachmentTotalPages: t.int({ description: 'Ignored: read from the bytes.' }),
    poll: t.field({
      type: PollInputType,
      description: 'A poll riding on the announcement; null removes it (not from a standing poll).',
    }),
  }),
});
