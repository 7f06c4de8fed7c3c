/**
 * The question board's GraphQL operations (spec §7 "Enquiries and categories"): the columns and a
 * card's detail, moves and their rules, archive, resolve, close and reopen, priority, assignees, unread counts and the live boardUpdated subscription.
 */
import { builder, MessageResult } from '../../graphql/builder';
import { editBoard, viewBoard } from './scopes';
import type { SubscriptionContext } from '../../graphql/context';
import * as live from './live';
import type { BoardUpdateEvent } from './live';
import * as assignees from './assignees';
import * as moves from './moves';
import * as service from './service';
import {
  BoardColumnPageType,
  BoardEnquiryType,
  BoardPriorityEnum,
  BoardStatusEnum,
  BoardUpdateType,
} from './types';
import { PersonType } from '../../graphql/people';
import { selectsField } from '../../graphql/selection';

builder.queryFields((t) => ({
  getKanbanBoardQuestionV2: t.field({
    type: BoardColumnPageType,
    description:
      'One page of a board column, newest first (page sizes: outstanding 25, drafted 10, resolved 10, archived 6).',
    authScopes: viewBoard,
    args: {
      boardStatus: t.arg({ type: BoardStatusEnum, required: true }),
      page: t.arg.int(),
      limit: t.arg.int(),
      categoryIds: t.arg.idList({ description: 'Only cards in any of these categories.' }),
      assignedToMe: t.arg.boolean(),
      searchText: t.arg.string({ description: 'Words in the question, subject or asker.' }),
      oldestFirst: t.arg.boolean({
        description: 'Oldest first: the questions that have waited longest (the home page).',
      }),
      after: t.arg.id({
        description:
          "The last card of the page before: the page continues after it on the column's index (keyset), instead of counting past `page - 1` pages.",
      }),
    },
    resolve: (_root, args, ctx, info) =>
      service.listColumn(ctx.deps, ctx.requireMember(), args, selectsField(info, 'meta')),
  }),
  getEnquiryQuestion: t.field({
    type: BoardEnquiryType,
    authScopes: viewBoard,
    args: { enquiryId: t.arg.id({ required: true }) },
    resolve: (_root, { enquiryId }, ctx) =>
      service.getEnquiry(ctx.deps, ctx.requireMember(), enquiryId),
  }),
  getEnquiriesHistory: t.field({
    type: BoardColumnPageType,
    description:
      'Every question the same investor (or guest address) has asked this company, newest first; 10 a page.',
    authScopes: viewBoard,
    args: {
      enquiryId: t.arg.id({ required: true }),
      page: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_root, args, ctx) => service.investorHistory(ctx.deps, ctx.requireMember(), args),
  }),
  getTotalUnreadQuestions: t.int({
    description:
      'Questions the caller has not opened since the investor last wrote (the menu chip).',
    authScopes: viewBoard,
    resolve: (_root, _args, ctx) => service.unreadCount(ctx.deps, ctx.requireMember()),
  }),
  getTeamMembersWithQuestionPermission: t.field({
    type: [PersonType],
    description: 'The team members a question may be assigned to: those who can see the board.',
    authScopes: viewBoard,
    resolve: (_root, _args, ctx) => assignees.assignableMembers(ctx.deps, ctx.requireMember()),
  }),
}));

builder.mutationFields((t) => ({
  updateKanbanPriorityUpdateResponse: t.field({
    type: BoardEnquiryType,
    description:
      'Moves a card to a column (drag and drop) and/or sets its priority, under the board rules of spec §4.',
    authScopes: editBoard,
    args: {
      enquiryId: t.arg.id({ required: true }),
      boardStatus: t.arg({ type: BoardStatusEnum }),
      boardPriority: t.arg({ type: BoardPriorityEnum }),
    },
    resolve: (_root, args, ctx) => moves.moveEnquiry(ctx.deps, ctx.requireMember(), args),
  }),
  archiveEnquiries: t.field({
    type: MessageResult,
    authScopes: editBoard,
    args: { enquiryIds: t.arg.idList({ required: true }) },
    resolve: (_root, { enquiryIds }, ctx) =>
      moves.archive(ctx.deps, ctx.requireMember(), enquiryIds),
  }),
  unarchiveEnquiries: t.field({
    type: MessageResult,
    authScopes: editBoard,
    args: { enquiryIds: t.arg.idList({ required: true }) },
    resolve: (_root, { enquiryIds }, ctx) =>
      moves.unarchive(ctx.deps, ctx.requireMember(), enquiryIds),
  }),
  bulkArchiveEnquiries: t.field({
    type: MessageResult,
    description: 'Archives every card of a column (for example, all resolved questions).',
    authScopes: editBoard,
    args: { boardStatus: t.arg({ type: BoardStatusEnum, required: true }) },
    resolve: (_root, { boardStatus }, ctx) =>
      moves.archiveColumn(ctx.deps, ctx.requireMember(), boardStatus),
  }),
  bulkUnArchiveEnquiries: t.field({
    type: MessageResult,
    description: 'Puts every archived card back in the column it came from.',
    authScopes: editBoard,
    resolve: (_root, _args, ctx) => moves.unarchiveAll(ctx.deps, ctx.requireMember()),
  }),
  resolveEnquiries: t.field({
    type: MessageResult,
    authScopes: editBoard,
    args: { enquiryIds: t.arg.idList({ required: true }) },
    resolve: (_root, { enquiryIds }, ctx) =>
      moves.resolve(ctx.deps, ctx.requireMember(), enquiryIds),
  }),
  closeEnquiry: t.field({
    type: BoardEnquiryType,
    authScopes: editBoard,
    args: { enquiryId: t.arg.id({ required: true }) },
    resolve: (_root, { enquiryId }, ctx) => moves.close(ctx.deps, ctx.requireMember(), enquiryId),
  }),
  reopenEnquiry: t.field({
    type: BoardEnquiryType,
    authScopes: editBoard,
    args: { enquiryId: t.arg.id({ required: true }) },
    resolve: (_root, { enquiryId }, ctx) => moves.reopen(ctx.deps, ctx.requireMember(), enquiryId),
  }),
  updateEnquiryAssignees: t.field({
    type: BoardEnquiryType,
    description:
      'Sets who a question is assigned to (Premium). Each newly assigned member is notified.',
    authScopes: editBoard,
    args: {
      enquiryId: t.arg.id({ required: true }),
      userIds: t.arg.idList({ required: true }),
    },
    resolve: (_root, args, ctx) => assignees.setAssignees(ctx.deps, ctx.requireMember(), args),
  }),
  markEnquiryRead: t.int({
    description: 'Records that the caller opened the question; answers their unread count.',
    authScopes: viewBoard,
    args: { enquiryId: t.arg.id({ required: true }) },
    resolve: (_root, { enquiryId }, ctx) =>
      service.markRead(ctx.deps, ctx.requireMember(), enquiryId),
  }),
}));

builder.subscriptionFields((t) => ({
  boardUpdated: t.field({
    type: BoardUpdateType,
    description: "A card of the caller's company was added, moved or changed.",
    authScopes: viewBoard,
    subscribe: (_root, _args, ctx) =>
      live.boardUpdates(ctx as SubscriptionContext, ctx.requireMember()),
    resolve: (event: BoardUpdateEvent) => live.updateFromEvent(event),
  }),
}));
