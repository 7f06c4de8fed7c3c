import { ACCESS_TYPES } from '@quorum/shared';
import type { EffectivePermissions, NamedPermission } from '@quorum/shared';
import { builder } from '../../graphql/builder';
import { TeamMemberRoleEnum } from '../auth';

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
