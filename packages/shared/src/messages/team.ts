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
  adminsManageAdmins: 'Only administrators can add, change or remove an administrator.', // (ours)
  // (ours) a role may only give, change or remove what it holds itself.
  beyondOwnGrant:
    'You can only give, change or remove access you have yourself. Ask an administrator to do this.',
  // (ours) the spec's hasAdministrativeControl gates admin actions, such as account permissions.
  administratorsOnly: 'Only administrators can do this.',
  lostAccessTitle: 'This company is on the free plan', // (ours)
  lostAccess:
    'Your company has moved from Premium to the free plan, which keeps only the first 2 team members. Please ask your company admin to upgrade to regain access.', // (ours) spec: lost_access
  // Form fields
  firstNameRequired: 'Please fill out the first name.', // (ours)
  lastNameRequired: 'Please fill out the last name.', // (ours)
  jobTitleTooLong: 'Job title must be at most 100 characters.', // (ours)
  roleRequired: 'Please choose a role.', // (ours)
  inviteSomeone: 'Please add at least one person to invite.', // (ours)
  tooManyAtOnce: (max: number) => `You can invite up to ${max} people at once.`, // (ours)
  pageInvalid: 'Please ask for page 1 or later.', // (ours)
  permissionsInvalid: 'Each area can be granted once, as full, view or none.', // (ours)
  // Outcomes (toasts)
  invited: (email: string) => `Invitation sent to ${email}.`, // (ours)
  invitedMany: (count: number) => `${count} ${count === 1 ? 'invitation' : 'invitations'} sent.`, // (ours)
  invitationResent: (email: string) => `A new invitation has been sent to ${email}.`, // (ours)
  detailUpdated: 'Team member details updated.', // (ours)
  permissionsUpdated: 'Role and permissions updated.', // (ours)
  extensionPermissionUpdated: 'Account permissions updated.', // (ours)
  memberRemoved: (name: string) => `${name} has been removed from your team.`, // (ours)
  invitationCancelled: (email: string) => `The invitation to ${email} has been cancelled.`, // (ours)
  removeConfirm: (name: string) =>
    `Remove ${name} from your team? They will lose access to this company at once.`, // (ours)
  cancelInvitationConfirm: (email: string) =>
    `Cancel the invitation to ${email}? The emailed link will stop working.`, // (ours)
  mayNotInvite: 'Only team members who may invite can send invitations. You can skip this step.', // (ours)
  inviteSkipped: 'You can invite your team at any time from My team.', // (ours)
  // Accepting an invitation
  joined: (company: string) => `Welcome to ${company}.`, // (ours)
  existingAccount: 'You already have a Quorum account with this email. Enter its password to join.', // (ours)
  emptyTeam: 'It is just you so far. Invite colleagues to answer investors together.', // (ours)
} as const;
