import { useMutation } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { applyLoginResponse, LoginResponseFields } from './login-response';

const UserLogin = graphql(
  `
    mutation UserLogin($loginUserInput: LoginUserInput!) {
      userLogin(loginUserInput: $loginUserInput) {
        ...LoginResponseFields
      }
    }
  `,
  [LoginResponseFields],
);

export type LoginUserInput = VariablesOf<typeof UserLogin>['loginUserInput'];

export function useUserLogin() {
  return useMutation({
    mutationFn: async (loginUserInput: LoginUserInput) =>
      applyLoginResponse(
        (await request(UserLogin, { loginUserInput }, { auth: 'public' })).userLogin,
      ),
  });
}
