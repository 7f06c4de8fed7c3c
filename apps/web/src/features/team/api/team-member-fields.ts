import { graphql, type ResultOf } from '@/lib/graphql';

/** What My team and the member details show of a member or an invitation. */
export const TeamMemberFields = graphql(`
  fragment TeamMemberFields on TeamMember {
    _id
    userId
    invitationId
    companyCreator
    teamMemberRole
    permissions {
      name
      allowed
      acessType
    }
    jobTitleInCompany
    locked
    hasUserPermission
    invitationAccepted
    invitationExpiresAt
    reinvitationSentAt
    createdAt
    teamMember {
      _id
      email
      firstName
      lastName
      mobileNum
      profileImage
    }
  }
`);

export type TeamMember = ResultOf<typeof TeamMemberFields>;
