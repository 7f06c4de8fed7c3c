/** An enquiry's thread and note (spec §7 "Enquiries and categories"): replies, drafts and the internal note. */
import { builder } from '../../graphql/builder';
import { editBoard, viewBoard } from '../board';
import * as notes from './notes';
import * as thread from './service';
import { AddEnquiryResponseInput, NoteType, ReplyPageType, ReplyType } from './types';

builder.queryFields((t) => ({
  getEnquiryReplyList: t.field({
    type: ReplyPageType,
    description:
      'The thread, oldest first (1000 a page); the caller’s company’s draft reply included.',
    authScopes: viewBoard,
    args: { enquiryId: t.arg.id({ required: true }), page: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => thread.listReplies(ctx.deps, ctx.requireMember(), args),
  }),
  getNote: t.field({
    type: NoteType,
    nullable: true,
    authScopes: viewBoard,
    args: { enquiryId: t.arg.id({ required: true }) },
    resolve: (_root, { enquiryId }, ctx) => notes.getNote(ctx.deps, ctx.requireMember(), enquiryId),
  }),
}));

builder.mutationFields((t) => ({
  addEnquiryResponse: t.field({
    type: ReplyType,
    description:
      'Sends a reply (the card moves to Resolved and a guest gets it by email) or saves the draft (the card moves to Drafted).',
    authScopes: editBoard,
    args: { addEnquiryResponseInput: t.arg({ type: AddEnquiryResponseInput, required: true }) },
    resolve: (_root, { addEnquiryResponseInput }, ctx) =>
      thread.addReply(ctx.deps, ctx.requireMember(), addEnquiryResponseInput),
  }),
  createUpdateEnquiryNotes: t.field({
    type: NoteType,
    authScopes: editBoard,
    args: {
      enquiryId: t.arg.id({ required: true }),
      description: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => notes.saveNote(ctx.deps, ctx.requireMember(), args),
  }),
  lockUnlockNotes: t.field({
    type: NoteType,
    authScopes: editBoard,
    args: { enquiryId: t.arg.id({ required: true }), locked: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => notes.setNoteLock(ctx.deps, ctx.requireMember(), args),
  }),
}));
