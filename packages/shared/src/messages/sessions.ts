/** A person's sessions: the list on the Profile page, signing out elsewhere, an admin ending them. All ours. */
export const sessionMessages = {
  notFound: 'That session has already ended.', // (ours)
  ended: 'That session has been signed out.', // (ours)
  endedElsewhere: (count: number) =>
    count === 0
      ? 'You were not signed in anywhere else.'
      : `Signed out of ${count} other ${count === 1 ? 'session' : 'sessions'}.`, // (ours)
  endThisOneWithSignOut: 'To end this session, use Sign out.', // (ours)
  endedForMember: (name: string, count: number) =>
    count === 0
      ? `${name} was not signed in to this company.`
      : `${name} has been signed out of this company on ${count} ${count === 1 ? 'device' : 'devices'}.`, // (ours)
} as const;
