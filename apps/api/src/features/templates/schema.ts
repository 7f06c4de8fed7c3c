/** Response templates' GraphQL operations (spec §7 "Templates"). */
import { builder, MessageResult } from '../../graphql/builder';
import {
  ResponseTemplateDeleteInput,
  ResponseTemplateInput,
  ResponseTemplateListType,
  ResponseTemplateType,
} from './types';
import * as service from './service';

// Templates are reusable answers, so they sit in the question registry's area (spec §6).
const viewTemplates = { page: ['question-registry', 'view'] } as const;
const editTemplates = { page: ['question-registry', 'full'] } as const;

builder.queryFields((t) => ({
  getResponseTemplates: t.field({
    type: ResponseTemplateListType,
    description: 'Starred first, then the most recently changed; searchText matches title or text.',
    authScopes: viewTemplates,
    args: { companyId: t.arg.id(), searchText: t.arg.string() },
    resolve: (_root, args, ctx) => service.listTemplates(ctx.deps, ctx.requireMember(), args),
  }),
}));

builder.mutationFields((t) => ({
  createResponseTemplate: t.field({
    type: ResponseTemplateType,
    authScopes: editTemplates,
    args: { responseTemplateInput: t.arg({ type: ResponseTemplateInput, required: true }) },
    resolve: (_root, { responseTemplateInput }, ctx) =>
      service.createTemplate(ctx.deps, ctx.requireMember(), responseTemplateInput),
  }),
  updateResponseTemplate: t.field({
    type: ResponseTemplateType,
    authScopes: editTemplates,
    args: {
      responseTemplateId: t.arg.id({ required: true }),
      responseTemplateInput: t.arg({ type: ResponseTemplateInput, required: true }),
    },
    resolve: (_root, { responseTemplateId, responseTemplateInput }, ctx) =>
      service.updateTemplate(
        ctx.deps,
        ctx.requireMember(),
        responseTemplateId,
        responseTemplateInput,
      ),
  }),
  starResponseTemplate: t.field({
    type: ResponseTemplateType,
    authScopes: editTemplates,
    args: {
      responseTemplateId: t.arg.id({ required: true }),
      starred: t.arg.boolean({ required: true }),
    },
    resolve: (_root, { responseTemplateId, starred }, ctx) =>
      service.starTemplate(ctx.deps, ctx.requireMember(), responseTemplateId, starred),
  }),
  hardDeleteResponseTemplate: t.field({
    type: MessageResult,
    authScopes: editTemplates,
    args: {
      responseTemplateDeleteInput: t.arg({ type: ResponseTemplateDeleteInput, required: true }),
    },
    resolve: (_root, { responseTemplateDeleteInput }, ctx) =>
      service.deleteTemplate(ctx.deps, ctx.requireMember(), responseTemplateDeleteInput),
  }),
}));
