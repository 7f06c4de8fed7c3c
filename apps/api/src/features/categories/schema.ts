/** The company's question categories (spec §7 "Enquiries and categories"): the list, and tagging cards. */
import { builder, MessageResult } from '../../graphql/builder';
import { BoardCategoryType, editBoard, viewBoard } from '../board';
import * as categories from './service';

builder.queryFields((t) => ({
  getEnquiryCategories: t.field({
    type: [BoardCategoryType],
    authScopes: viewBoard,
    resolve: (_root, _args, ctx) => categories.listCategories(ctx.deps, ctx.requireMember()),
  }),
}));

builder.mutationFields((t) => ({
  createEnquiryCategory: t.field({
    type: BoardCategoryType,
    authScopes: editBoard,
    args: { name: t.arg.string({ required: true }), colorIndex: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => categories.createCategory(ctx.deps, ctx.requireMember(), args),
  }),
  updateEnquiryCategory: t.field({
    type: BoardCategoryType,
    authScopes: editBoard,
    args: {
      categoryId: t.arg.id({ required: true }),
      name: t.arg.string(),
      colorIndex: t.arg.int(),
    },
    resolve: (_root, args, ctx) => categories.updateCategory(ctx.deps, ctx.requireMember(), args),
  }),
  deleteEnquiryCategory: t.field({
    type: MessageResult,
    authScopes: editBoard,
    args: { categoryId: t.arg.id({ required: true }) },
    resolve: (_root, { categoryId }, ctx) =>
      categories.deleteCategory(ctx.deps, ctx.requireMember(), categoryId),
  }),
  assignEnquiriesToCategory: t.field({
    type: MessageResult,
    authScopes: editBoard,
    args: {
      enquiryIds: t.arg.idList({ required: true }),
      categoryId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) => categories.assignCategory(ctx.deps, ctx.requireMember(), args),
  }),
  removeEnquiriesToCategory: t.field({
    type: MessageResult,
    authScopes: editBoard,
    args: {
      enquiryIds: t.arg.idList({ required: true }),
      categoryId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) => categories.removeCategory(ctx.deps, ctx.requireMember(), args),
  }),
}));
