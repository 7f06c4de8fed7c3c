/** Query keys of My team: the pages of the list and each member's details. */
export const teamKeys = {
  all: ['team'] as const,
  lists: () => [...teamKeys.all, 'getTeamMembers'] as const,
  list: (page: number) => [...teamKeys.lists(), page] as const,
  member: (id: { userId?: string | null; invitationId?: string | null }) =>
    [...teamKeys.all, 'getTeamMember', id.userId ?? null, id.invitationId ?? null] as const,
};
