/** Registers this feature's GraphQL types, queries and mutations on the one builder. */
import { builder, MessageResult } from '../../graphql/builder';
import { LoginResponseType, TeamMemberRoleEnum } from '../auth';
import { addNewTeamMemberPassword, verifyEmailInviteMember } from './acceptance';
import { addTeamMember, initialAddTeamMember, resendInvitation } from './invitations';
import {
  endMemberSessions,
  getTeamMember,
  listTeam,
  removeTeamMember,
  skipInviteTeam,
  updateDetail,
  updateExtensionPermission,
  updatePermissions,
} from './members';
import {
  AddNewTeamMemberPasswordInput,
  AddTeamMemberInput,
  InitialAddTeamMemberInput,
  InvitationResentType,
  InvitationsSentType,
  InviteVerificationType,
  NamedPermissionInput,
  TeamMemberType,
  TeamMembersPageType,
} from './types';

const viewTeam = { page: ['my-team', 'view'] } as const;
const manageTeam = { page: ['my-team', 'full'] } as const;

builder.queryFields((t) => ({
  getTeamMembers: t.field({
    type: TeamMembersPageType,
    authScopes: viewTeam,
    args: { page: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => listTeam(ctx.deps, ctx.requireMember(), args),
  }),
  getTeamMember: t.field({
    type: TeamMemberType,
    authScopes: viewTeam,
    args: { userId: t.arg.id(), invitationId: t.arg.id() },
    resolve: (_root, args, ctx) => getTeamMember(ctx.deps, ctx.requireMember(), args),
  }),
}));

builder.mutationFields((t) => ({
  // Inviting needs the canInviteTeamMembers flag, which the service checks (spec §6 flags).
  addTeamMember: t.field({
    type: TeamMemberType,
    authScopes: { inCompany: true },
    args: { addTeamMemberInput: t.arg({ type: AddTeamMemberInput, required: true }) },
    resolve: (_root, { addTeamMemberInput }, ctx) =>
      addTeamMember(ctx.deps, ctx.requireMember(), addTeamMemberInput),
  }),
  initialAddTeamMember: t.field({
    type: InvitationsSentType,
    authScopes: { inCompany: true },
    args: {
      initialAddTeamMemberInput: t.arg({ type: InitialAddTeamMemberInput, required: true }),
    },
    resolve: (_root, { initialAddTeamMemberInput }, ctx) =>
      initialAddTeamMember(ctx.deps, ctx.requireMember(), initialAddTeamMemberInput),
  }),
  resendInvitation: t.field({
    type: InvitationResentType,
    authScopes: { inCompany: true },
    args: { invitationId: t.arg.id({ required: true }) },
    resolve: (_root, { invitationId }, ctx) =>
      resendInvitation(ctx.deps, ctx.requireMember(), String(invitationId)),
  }),
  skipInviteTeam: t.field({
    type: MessageResult,
    authScopes: { inCompany: true },
    resolve: (_root, _args, ctx) => skipInviteTeam(ctx.deps, ctx.requireMember()),
  }),
  verifyEmailInviteMember: t.field({
    type: InviteVerificationType,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => verifyEmailInviteMember(ctx.deps, ctx.meta, token),
  }),
  addNewTeamMemberPassword: t.field({
    type: LoginResponseType,
    args: {
      addNewTeamMemberPasswordInput: t.arg({
        type: AddNewTeamMemberPasswordInput,
        required: true,
      }),
    },
    resolve: (_root, { addNewTeamMemberPasswordInput }, ctx) =>
      addNewTeamMemberPassword(ctx.deps, ctx.meta, addNewTeamMemberPasswordInput),
  }),
}));

// Changing and removing members who have joined.
builder.mutationFields((t) => ({
  updateTeamMemberDetail: t.field({
    type: TeamMemberType,
    authScopes: manageTeam,
    args: { userId: t.arg.id({ required: true }), jobTitleInCompany: t.arg.string() },
    resolve: (_root, { userId, jobTitleInCompany }, ctx) =>
      updateDetail(ctx.deps, ctx.requireMember(), String(userId), jobTitleInCompany),
  }),
  updateTeamMemberPermissions: t.field({
    type: TeamMemberType,
    authScopes: manageTeam,
    args: {
      userId: t.arg.id({ required: true }),
      teamMemberRole: t.arg({ type: TeamMemberRoleEnum, required: true }),
      permissions: t.arg({ type: [NamedPermissionInput] }),
    },
    resolve: (_root, { userId, ...input }, ctx) =>
      updatePermissions(ctx.deps, ctx.requireMember(), String(userId), input),
  }),
  updateTeamMemberPermission: t.field({
    type: TeamMemberType,
    description: 'Account permissions: may this member use the email extension (spec §6).',
    authScopes: manageTeam,
    args: {
      userId: t.arg.id({ required: true }),
      hasUserPermission: t.arg.boolean({ required: true }),
    },
    resolve: (_root, { userId, hasUserPermission }, ctx) =>
      updateExtensionPermission(ctx.deps, ctx.requireMember(), String(userId), hasUserPermission),
  }),
  endTeamMemberSessions: t.field({
    type: MessageResult,
    description: 'Signs a member out of this company on every device; they may sign in again.',
    authScopes: manageTeam,
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, { userId }, ctx) =>
      endMemberSessions(ctx.deps, ctx.requireMember(), String(userId)),
  }),
  deleteTeamMember: t.field({
    type: MessageResult,
    description: 'Removes a member (userId), or cancels a waiting invitation (invitationId).',
    authScopes: manageTeam,
    args: { userId: t.arg.id(), invitationId: t.arg.id() },
    resolve: (_root, args, ctx) => removeTeamMember(ctx.deps, ctx.requireMember(), args),
  }),
}));
