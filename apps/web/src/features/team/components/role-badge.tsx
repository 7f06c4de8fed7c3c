import { Badge } from '@mantine/core';
import { ROLE_LABELS } from '@quorum/shared';
import type { Role } from '@quorum/shared';

const ROLE_COLOURS: Record<Role, string> = {
  admin: 'indigo',
  member: 'teal',
  viewer: 'gray',
  custom: 'grape',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant="light" color={ROLE_COLOURS[role]} radius="sm" miw="max-content">
      {ROLE_LABELS[role]}
    </Badge>
  );
}
