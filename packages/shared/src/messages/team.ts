/** Team and invitations (spec §3 Team member, §7 Team). The spec gives no wording: all ours. */
export const teamMessages = {
  invitationInvalid: 'This invitation link is invalid or has expired.', // (ours)
  invitationUsed: 'This invitation has already been accepted. Please sign in.', // (ours)
  alreadyMember: 'This person is already a member of your team.', // (ours)
  alreadyInvited: 'This person has already been invited. You can resend the invitation.', // (ours)
  freePlanTeamLimit: 'The free plan includes 2 team members. Upgrade to Premium to invite more.', // (ours) spec §1
  memberNotFound: 'This team member no longer exists. Please refresh the page.', // (ours)
  cannotChangeCreator: 'The company creator’s role cannot be changed or removed.', // (ours)
  cannotChangeSelf: 'You cannot change your own role or remove yourself.', // (ours)
  lostAccessTitle: 'This company is on the free plan', // (ours)
  lostAccess:
    'Your company has moved from Premium to the free plan, which keeps only the first 2 team members. Please ask your company admin to upgrade to regain access.', // (ours) spec: lost_access
} as const;
