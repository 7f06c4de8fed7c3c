import { ACCESS_TYPES } from '@quorum/shared';
import type { EffectivePermissions, NamedPermission } from '@quorum/shared';
import { builder } from '../../graphql/builder';
import { TeamMemberRoleEnum } from '../auth';
import { pageMetaType, type PageMeta } from '../../core/paging';
import type { TeamMemberView } from './presenters';

export const AccessTypeEnum = builder.enumType('AccessType', { values: ACCESS_TYPES });

export const NamedPermissionType = builder.objectRef<NamedPermission>('NamedPermission').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    allowed: t.exposeBoolean('allowed'),
    acessType: t.field({ type: AccessTypeEnum, resolve: (p) => p.acessType }),
  }),
});

const PagePermissionType = builder
  .objectRef<EffectivePermissions['pages'][number]>('PagePermission')
  .implement({
    fields: (t) => ({
      page: t.exposeString('page'),
      hasViewPermission: t.exposeBoolean('hasViewPermission'),
      hasEditPermission: t.exposeBoolean('hasEditPermission'),
    }),
  });

/** What the caller may do in their company, computed by the shared permission model. */
export const CompanyPermissionsType = builder
  .objectRef<EffectivePermissions>('CompanyPermissions')
  .implement({
    fields: (t) => ({
      teamMemberRole: t.field({ type: TeamMemberRoleEnum, resolve: (p) => p.teamMemberRole }),
      hasAdministrativeControl: t.boolean({ resolve: (p) => p.flags.hasAdministrativeControl }),
      canManageQuestion: t.boolean({ resolve: (p) => p.flags.canManageQuestion }),
      canInviteTeamMembers: t.boolean({ resolve: (p) => p.flags.canInviteTeamMembers }),
      canCreateEvent: t.boolean({ resolve: (p) => p.flags.canCreateEvent }),
      userPermissions: t.field({ type: [NamedPermissionType], resolve: (p) => p.userPermissions }),
      pages: t.field({ type: [PagePermissionType], resolve: (p) => p.pages }),
    }),
  });

const TeamMemberPersonType = builder
  .objectRef<TeamMemberView['teamMember']>('TeamMemberPerson')
  .implement({
    description: 'The person: their user account, or the invitation until they accept it.',
    fields: (t) => ({
      _id: t.exposeID('_id'),
      email: t.exposeString('email'),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      mobileNum: t.exposeString('mobileNum', { nullable: true }),
      profileImage: t.exposeString('profileImage', {
        nullable: true,
        description: 'A signed address of the picture, valid for an hour.',
      }),
      jobTitle: t.exposeString('jobTitle', { nullable: true }),
    }),
  });

/** A row of My team (spec §3 Team member): a member, or an invitation not yet accepted. */
export const TeamMemberType = builder.objectRef<TeamMemberView>('TeamMember').implement({
  fields: (t) => ({
    _id: t.exposeID('_id', {
      description: 'The user id of a member, the invitation id otherwise.',
    }),
    companyId: t.exposeID('companyId'),
    userId: t.exposeID('userId', { nullable: true }),
    invitationId: t.exposeID('invitationId', { nullable: true }),
    teamMember: t.expose('teamMember', { type: TeamMemberPersonType }),
    jobTitleInCompany: t.exposeString('jobTitleInCompany', { nullable: true }),
    companyCreator: t.exposeBoolean('companyCreator'),
    teamMemberRole: t.field({ type: TeamMemberRoleEnum, resolve: (m) => m.teamMemberRole }),
    permissions: t.field({ type: [NamedPermissionType], resolve: (m) => m.permissions }),
    locked: t.exposeBoolean('locked'),
    hasUserPermission: t.exposeBoolean('hasUserPermission', {
      description: 'Account permissions: may this member use the email extension.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    invitationAccepted: t.exposeBoolean('invitationAccepted'),
    reinvitationSentAt: t.expose('reinvitationSentAt', { type: 'DateTime', nullable: true }),
    invitationExpiresAt: t.expose('invitationExpiresAt', { type: 'DateTime', nullable: true }),
  }),
});

export const TeamMembersMetaType = pageMetaType('TeamMembersMeta');

export const TeamMembersPageType = builder
  .objectRef<{ items: TeamMemberView[]; meta: PageMeta }>('TeamMembersPage')
  .implement({
    fields: (t) => ({
      items: t.expose('items', { type: [TeamMemberType] }),
      meta: t.expose('meta', { type: TeamMembersMetaType }),
    }),
  });
export const InvitationsSentType = builder
  .objectRef<{ message: string; items: TeamMemberView[] }>('InvitationsSent')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      items: t.expose('items', { type: [TeamMemberType] }),
    }),
  });

export const InvitationResentType = builder
  .objectRef<{ message: string; item: TeamMemberView }>('InvitationResent')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      item: t.expose('item', { type: TeamMemberType }),
    }),
  });

/** Spec §3 invite verification result. */
export const InviteVerificationType = builder
  .objectRef<{
    email: string;
    firstName: string;
    lastName: string;
    legalBusinessName: string;
    mobileNum: string | null;
    userId: string | null;
    verifiedAt: Date | null;
  }>('InviteVerification')
  .implement({
    fields: (t) => ({
      email: t.exposeString('email'),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      legalBusinessName: t.exposeString('legalBusinessName'),
      mobileNum: t.exposeString('mobileNum', { nullable: true }),
      userId: t.exposeID('userId', {
        nullable: true,
        description: 'Set when the address already has an account: its password accepts.',
      }),
      verifiedAt: t.expose('verifiedAt', { type: 'DateTime', nullable: true }),
    }),
  });

export const NamedPermissionInput = builder.inputType('NamedPermissionInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    allowed: t.boolean({ required: true }),
    acessType: t.field({ type: AccessTypeEnum, required: true }),
  }),
});

export const AddTeamMemberInput = builder.inputType('AddTeamMemberInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    mobileNum: t.string(),
    jobTitleInCompany: t.string(),
    teamMemberRole: t.field({ type: TeamMemberRoleEnum, required: true }),
    permissions: t.field({ type: [NamedPermissionInput] }),
  }),
});

export const InitialAddTeamMemberInput = builder.inputType('InitialAddTeamMemberInput', {
  fields: (t) => ({ members: t.field({ type: [AddTeamMemberInput], required: true }) }),
});

export const AddNewTeamMemberPasswordInput = builder.inputType('AddNewTeamMemberPasswordInput', {
  fields: (t) => ({
    token: t.string({ required: true }),
    password: t.string({ required: true }),
    firstName: t.string(),
    lastName: t.string(),
    acceptedTAndC: t.boolean(),
    fingerprint: t.string({ required: true }),
  }),
});
