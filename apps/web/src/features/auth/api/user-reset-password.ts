import { useMutation } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';

const UserResetPassword = graphql(`
  mutation UserResetPassword($userResetPasswordInput: UserResetPasswordInput!) {
    userResetPassword(userResetPasswordInput: $userResetPasswordInput) {
      message
    }
  }
`);

export type UserResetPasswordVariables = VariablesOf<
  typeof UserResetPassword
>['userResetPasswordInput'];

/** Sets a new password from the emailed link's token. */
export function useUserResetPassword() {
  return useMutation({
    mutationFn: async (userResetPasswordInput: UserResetPasswordVariables) =>
      (await request(UserResetPassword, { userResetPasswordInput }, { auth: 'public' }))
        .userResetPassword,
  });
}
