/**
 * Announcements' and polls' GraphQL operations (spec §7 "Templates, announcements, events…"): the
 * list, one announcement and the drafts' count; create, update, star, pin, Deleted and restore,
 * delete for good; createPoll and updatePoll; and the live updates to staff.
 */
import { builder, MessageResult } from '../../graphql/builder';
import type { SubscriptionContext } from '../../graphql/context';
import * as live from './live';
import type { AnnouncementUpdateEvent, PollResultsEvent } from './live';
import * as polls from './polls';
import * as service from './service';
import {
  AnnouncementInputType,
  AnnouncementPageType,
  AnnouncementStatusEnum,
  AnnouncementType,
  AnnouncementUpdateType,
  PollInputType,
  PollType,
} from './types';

const viewAnnouncements = { page: ['announcements', 'view'] } as const;
const editAnnouncements = { page: ['announcements', 'full'] } as const;

builder.queryFields((t) => ({
  getCompanyAnnouncements: t.field({
    type: AnnouncementPageType,
    description:
      'One page of the company’s announcements (5 unless `limit` says): pinned first, then the newest; `status` for one status, `deleted` for those in Deleted (latest deleted first). The counts are the footer’s.',
    authScopes: viewAnnouncements,
    args: {
      companyId: t.arg.id(),
      page: t.arg.int(),
      limit: t.arg.int(),
      status: t.arg({ type: AnnouncementStatusEnum }),
      deleted: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) => service.listAnnouncements(ctx.deps, ctx.requireMember(), args),
  }),
  getCompanyAnnouncement: t.field({
    type: AnnouncementType,
    nullable: true,
    description: 'One of the company’s announcements, Deleted included; NOT_FOUND otherwise.',
    authScopes: viewAnnouncements,
    args: { announcementId: t.arg.id({ required: true }) },
    resolve: (_root, { announcementId }, ctx) =>
      service.getAnnouncement(ctx.deps, ctx.requireMember(), announcementId),
  }),
  getDraftAnnouncementCount: t.int({
    description: 'Drafts not in Deleted.',
    authScopes: viewAnnouncements,
    resolve: (_root, _args, ctx) => service.countDraftAnnouncements(ctx.deps, ctx.requireMember()),
  }),
}));

builder.mutationFields((t) => ({
  createAnnouncement: t.field({
    type: AnnouncementType,
    authScopes: editAnnouncements,
    args: { announcementInput: t.arg({ type: AnnouncementInputType, required: true }) },
    resolve: (_root, { announcementInput }, ctx) =>
      service.createAnnouncement(ctx.deps, ctx.requireMember(), announcementInput),
  }),
  updateAnnouncement: t.field({
    type: AnnouncementType,
    description: 'Changes the announcement `announcementInput.announcementId` names.',
    authScopes: editAnnouncements,
    args: { announcementInput: t.arg({ type: AnnouncementInputType, required: true }) },
    resolve: (_root, { announcementInput }, ctx) =>
      service.updateAnnouncement(ctx.deps, ctx.requireMember(), announcementInput),
  }),
  starAnnouncement: t.field({
    type: AnnouncementType,
    description: 'Stars or unstars; left out, `starred` flips the star.',
    authScopes: editAnnouncements,
    args: { announcementId: t.arg.id({ required: true }), starred: t.arg.boolean() },
    resolve: (_root, { announcementId, starred }, ctx) =>
      service.starAnnouncement(ctx.deps, ctx.requireMember(), announcementId, starred),
  }),
  pinAnnouncement: t.field({
    type: AnnouncementType,
    description: 'Pins (listed first) or unpins; left out, `isPinned` flips the pin.',
    authScopes: editAnnouncements,
    args: { announcementId: t.arg.id({ required: true }), isPinned: t.arg.boolean() },
    resolve: (_root, { announcementId, isPinned }, ctx) =>
      service.pinAnnouncement(ctx.deps, ctx.requireMember(), announcementId, isPinned),
  }),
  softDeleteAnnouncement: t.field({
    type: AnnouncementType,
    description: 'Moves it to Deleted, where it can be restored for 60 days.',
    authScopes: editAnnouncements,
    args: { announcementId: t.arg.id({ required: true }) },
    resolve: (_root, { announcementId }, ctx) =>
      service.softDeleteAnnouncement(ctx.deps, ctx.requireMember(), announcementId),
  }),
  restoreAnnouncement: t.field({
    type: AnnouncementType,
    description: 'Brings it back from Deleted as it was.',
    authScopes: editAnnouncements,
    args: { announcementId: t.arg.id({ required: true }) },
    resolve: (_root, { announcementId }, ctx) =>
      service.restoreAnnouncement(ctx.deps, ctx.requireMember(), announcementId),
  }),
  deleteAnnouncement: t.field({
    type: MessageResult,
    description: 'Deletes it for good, with its poll, votes and files.',
    authScopes: editAnnouncements,
    args: { announcementId: t.arg.id({ required: true }) },
    resolve: (_root, { announcementId }, ctx) =>
      service.deleteAnnouncement(ctx.deps, ctx.requireMember(), announcementId),
  }),
  createPoll: t.field({
    type: AnnouncementType,
    description:
      'A poll on the announcement `announcementId` names, or, without it, a poll standing alone (an announcement of type poll, titled by its question, a draft unless `status` says).',
    authScopes: editAnnouncements,
    args: {
      pollInput: t.arg({ type: PollInputType, required: true }),
      announcementId: t.arg.id(),
      status: t.arg({ type: AnnouncementStatusEnum }),
    },
    resolve: (_root, args, ctx) => polls.createPoll(ctx.deps, ctx.requireMember(), args),
  }),
  updatePoll: t.field({
    type: AnnouncementType,
    description: 'Changes the poll; its options and kind of choice are fixed once anyone voted.',
    authScopes: editAnnouncements,
    args: {
      announcementId: t.arg.id({ required: true }),
      pollInput: t.arg({ type: PollInputType, required: true }),
    },
    resolve: (_root, args, ctx) => polls.updatePoll(ctx.deps, ctx.requireMember(), args),
  }),
}));

builder.subscriptionFields((t) => ({
  announcementUpdated: t.field({
    type: AnnouncementUpdateType,
    description: 'One of the company’s announcements was created, changed, deleted or voted on.',
    authScopes: viewAnnouncements,
    subscribe: (_root, _args, ctx) =>
      live.announcementUpdates(ctx as SubscriptionContext, ctx.requireMember()),
    resolve: (event: AnnouncementUpdateEvent) => live.updateFromEvent(event),
  }),
  pollResultsUpdated: t.field({
    type: PollType,
    description:
      'The poll’s results each time someone votes (NOT_FOUND for a poll not the company’s).',
    authScopes: viewAnnouncements,
    args: { announcementId: t.arg.id({ required: true }) },
    subscribe: (_root, { announcementId }, ctx) =>
      polls.watchPoll(ctx as SubscriptionContext, ctx.requireMember(), announcementId),
    resolve: (event: PollResultsEvent) => live.pollFromEvent(event),
  }),
}));
