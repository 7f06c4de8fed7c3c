import { builder, MessageResult } from '../../graphql/builder';
import type { ExecutiveMemberRow } from './repo';
import {
  addExecutiveMember,
  deleteExecutiveMember,
  editExecutiveMember,
  listExecutiveMembers,
} from './service';

const ExecutiveMemberType = builder.objectRef<ExecutiveMemberRow>('ExecutiveMember').implement({
  description: 'A person on the company’s executive team, as investors see them.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    role: t.exposeString('role'),
    linkedIn: t.exposeString('linkedIn', { nullable: true }),
    digitalPicture: t.exposeString('digitalPicture', {
      nullable: true,
      description: 'The stored picture’s key, as the upload answered it.',
    }),
    digitalPictureUrl: t.string({
      nullable: true,
      description: 'A signed address to show the picture, valid for an hour.',
      resolve: (row, _args, ctx) =>
        row.digitalPicture ? ctx.deps.fileUrls.url(row.digitalPicture) : null,
    }),
  }),
});

/** What the add and edit forms send; edit replaces every field, so an empty one means none. */
const ExecutiveMemberInput = builder.inputType('ExecutiveMemberInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    role: t.string({ required: true }),
    linkedIn: t.string({ description: 'A linkedin.com /in/… or /company/… link.' }),
    digitalPicture: t.string({ description: 'A key answered by POST /files/executive-picture.' }),
  }),
});

builder.queryFields((t) => ({
  getExecutiveMembers: t.field({
    type: [ExecutiveMemberType],
    description: 'The executive team in display order.',
    authScopes: { page: ['excutive-team', 'view'] },
    resolve: (_root, _args, ctx) => listExecutiveMembers(ctx.deps, ctx.requireMember()),
  }),
}));

builder.mutationFields((t) => ({
  addExecutiveMember: t.field({
    type: ExecutiveMemberType,
    authScopes: { page: ['excutive-team', 'full'] },
    args: { executiveMemberInput: t.arg({ type: ExecutiveMemberInput, required: true }) },
    resolve: (_root, { executiveMemberInput }, ctx) =>
      addExecutiveMember(ctx.deps, ctx.requireMember(), executiveMemberInput),
  }),
  editExecutiveMember: t.field({
    type: ExecutiveMemberType,
    authScopes: { page: ['excutive-team', 'full'] },
    args: {
      executiveMemberId: t.arg.id({ required: true }),
      executiveMemberInput: t.arg({ type: ExecutiveMemberInput, required: true }),
    },
    resolve: (_root, { executiveMemberId, executiveMemberInput }, ctx) =>
      editExecutiveMember(ctx.deps, ctx.requireMember(), executiveMemberId, executiveMemberInput),
  }),
  deleteExecutiveMember: t.field({
    type: MessageResult,
    authScopes: { page: ['excutive-team', 'full'] },
    args: { executiveMemberId: t.arg.id({ required: true }) },
    resolve: (_root, { executiveMemberId }, ctx) =>
      deleteExecutiveMember(ctx.deps, ctx.requireMember(), executiveMemberId),
  }),
}));
