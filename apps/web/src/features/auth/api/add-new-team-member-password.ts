import { useMutation } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { getDeviceFingerprint } from '@/lib/session';
import { applyLoginResponse, LoginResponseFields } from './login-response';

const AddNewTeamMemberPassword = graphql(
  `
    mutation AddNewTeamMemberPassword(
      $addNewTeamMemberPasswordInput: AddNewTeamMemberPasswordInput!
    ) {
      addNewTeamMemberPassword(addNewTeamMemberPasswordInput: $addNewTeamMemberPasswordInput) {
        ...LoginResponseFields
      }
    }
  `,
  [LoginResponseFields],
);

export type AcceptInvitationVariables = Omit<
  VariablesOf<typeof AddNewTeamMemberPassword>['addNewTeamMemberPasswordInput'],
  'fingerprint'
>;

/** Accepts the invitation; the answer signs the person in to the company they joined. */
export function useAddNewTeamMemberPassword() {
  return useMutation({
    mutationFn: async (input: AcceptInvitationVariables) =>
      applyLoginResponse(
        (
          await request(
            AddNewTeamMemberPassword,
            { addNewTeamMemberPasswordInput: { ...input, fingerprint: getDeviceFingerprint() } },
            { auth: 'public' },
          )
        ).addNewTeamMemberPassword,
      ),
  });
}
