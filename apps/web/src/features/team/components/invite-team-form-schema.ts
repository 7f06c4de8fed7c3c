import { INITIAL_INVITES_MAX, inviteeSchema, messages } from '@quorum/shared';
import { z } from 'zod';

/** The invite-team page: a few colleagues, each with a fixed role (custom comes later, in My team). */
export const inviteTeamFormSchema = z.object({
  members: z
    .array(inviteeSchema.extend({ teamMemberRole: z.enum(['admin', 'member', 'viewer']) }))
    .min(1, messages.team.inviteSomeone)
    .max(INITIAL_INVITES_MAX, messages.team.tooManyAtOnce(INITIAL_INVITES_MAX)),
});

export type InviteTeamForm = z.input<typeof inviteTeamFormSchema>;

export const emptyInvitee = (): InviteTeamForm['members'][number] => ({
  firstName: '',
  lastName: '',
  email: '',
  teamMemberRole: 'member',
});
