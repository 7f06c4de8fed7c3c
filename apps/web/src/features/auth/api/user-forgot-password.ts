import { useMutation } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';

const UserForgotPassword = graphql(`
  mutation UserForgotPassword($email: String!) {
    userForgotPassword(email: $email) {
      message
    }
  }
`);

/** Always answers the same words, whether or not the account exists. */
export function useUserForgotPassword() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await request(UserForgotPassword, { email }, { auth: 'public' })).userForgotPassword,
  });
}
