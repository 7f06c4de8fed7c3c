import { NativeSelect, Stack } from '@mantine/core';
import { ROLES, ROLE_LABELS } from '@quorum/shared';
import type { GrantsForm, Role } from '@quorum/shared';
import { AccessGrid } from './access-grid';

/** What each role means, in a line (spec §6). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Full access to every page, including My team and invitations.',
  member: 'Full access to every page; can view My team.',
  viewer: 'Can view every page, and change nothing.',
  custom: 'Choose the access to each area below.',
};

/** The role select and, for a custom role, its access grid. */
export function RoleFields({
  role,
  grants,
  onRoleChange,
  onGrantsChange,
  disabled = false,
  error,
}: {
  role: Role;
  grants: GrantsForm;
  onRoleChange: (role: Role) => void;
  onGrantsChange: (grants: GrantsForm) => void;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <Stack gap="sm">
      <NativeSelect
        label="Role"
        data={ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
        value={role}
        onChange={(event) => onRoleChange(event.currentTarget.value as Role)}
        description={ROLE_DESCRIPTIONS[role]}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        disabled={disabled}
        error={error}
      />
      {role === 'custom' && (
        <AccessGrid value={grants} onChange={onGrantsChange} disabled={disabled} />
      )}
    </Stack>
  );
}
