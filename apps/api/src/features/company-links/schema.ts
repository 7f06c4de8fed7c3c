/** Registers this feature's GraphQL types, queries and mutations on the one builder. */
import { COMPANY_LINK_TYPES } from '@quorum/shared';
import { builder } from '../../graphql/builder';
import type { CompanyLink } from './service';
import {
  addCompanyLink,
  deleteCompanyLink,
  listCompanyLinks,
  reorderCompanyLinks,
  updateCompanyLink,
} from './service';

const CompanyLinkTypeEnum = builder.enumType('CompanyLinkType', { values: COMPANY_LINK_TYPES });

const CompanyLinkType = builder.objectRef<CompanyLink>('CompanyLink').implement({
  description: 'A link shown with the company; the first, locked, is its website.',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    title: t.exposeString('title'),
    type: t.field({ type: CompanyLinkTypeEnum, resolve: (link) => link.type }),
    url: t.exposeString('url'),
    priorityOrder: t.exposeInt('priorityOrder'),
    locked: t.exposeBoolean('locked'),
  }),
});

const AddCompanyLinksInput = builder.inputType('AddCompanyLinksInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    url: t.string({ required: true }),
    type: t.field({
      type: CompanyLinkTypeEnum,
      description: 'Ignored: the type is read from the link’s host.',
    }),
  }),
});

const UpdateCompanyLinkInput = builder.inputType('UpdateCompanyLinkInput', {
  fields: (t) => ({
    linkId: t.id({ required: true }),
    title: t.string({ required: true }),
    url: t.string({ required: true }),
    type: t.field({
      type: CompanyLinkTypeEnum,
      description: 'Ignored: the type is read from the link’s host.',
    }),
  }),
});

const CompanyLinkOrderInput = builder.inputType('CompanyLinkOrderInput', {
  fields: (t) => ({
    linkId: t.id({ required: true }),
    priorityOrder: t.int({ required: true }),
  }),
});

const DragAndDropUpdateCompanyLinkInput = builder.inputType('DragAndDropUpdateCompanyLinkInput', {
  fields: (t) => ({
    links: t.field({ type: [CompanyLinkOrderInput], required: true }),
  }),
});

builder.queryFields((t) => ({
  getCompanyLinks: t.field({
    type: [CompanyLinkType],
    authScopes: { page: ['company-details', 'view'] },
    resolve: (_root, _args, ctx) => listCompanyLinks(ctx.deps, ctx.requireMember()),
  }),
}));

builder.mutationFields((t) => ({
  addCompanyLinks: t.field({
    type: [CompanyLinkType],
    authScopes: { page: ['company-details', 'full'] },
    args: { addCompanyLinksInput: t.arg({ type: AddCompanyLinksInput, required: true }) },
    resolve: (_root, { addCompanyLinksInput }, ctx) =>
      addCompanyLink(ctx.deps, ctx.requireMember(), addCompanyLinksInput),
  }),
  updateCompanyLink: t.field({
    type: [CompanyLinkType],
    authScopes: { page: ['company-details', 'full'] },
    args: { updateCompanyLinkInput: t.arg({ type: UpdateCompanyLinkInput, required: true }) },
    resolve: (_root, { updateCompanyLinkInput }, ctx) =>
      updateCompanyLink(ctx.deps, ctx.requireMember(), updateCompanyLinkInput),
  }),
  deleteCompanyLink: t.field({
    type: [CompanyLinkType],
    authScopes: { page: ['company-details', 'full'] },
    args: { linkId: t.arg.id({ required: true }) },
    resolve: (_root, { linkId }, ctx) => deleteCompanyLink(ctx.deps, ctx.requireMember(), linkId),
  }),
  dragAndDropUpdateCompanyLink: t.field({
    type: [CompanyLinkType],
    authScopes: { page: ['company-details', 'full'] },
    args: {
      dragAndDropUpdateCompanyLinkInput: t.arg({
        type: DragAndDropUpdateCompanyLinkInput,
        required: true,
      }),
    },
    resolve: (_root, { dragAndDropUpdateCompanyLinkInput }, ctx) =>
      reorderCompanyLinks(ctx.deps, ctx.requireMember(), dragAndDropUpdateCompanyLinkInput),
  }),
}));
