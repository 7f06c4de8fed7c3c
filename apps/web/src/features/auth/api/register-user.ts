import { useMutation } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';

const RegisterUser = graphql(`
  mutation RegisterUser($registerUserInput: RegisterUserInput!) {
    registerUser(registerUserInput: $registerUserInput) {
      message
      otpExpiresAt
    }
  }
`);

export type RegisterUserVariables = VariablesOf<typeof RegisterUser>['registerUserInput'];

/** Creates the account; the answer means a code was emailed to confirm the address. */
export function useRegisterUser() {
  return useMutation({
    mutationFn: async (registerUserInput: RegisterUserVariables) =>
      (await request(RegisterUser, { registerUserInput }, { auth: 'public' })).registerUser,
  });
}
