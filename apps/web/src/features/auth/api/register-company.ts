import { useMutation } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { applyLoginResponse, LoginResponseFields } from './login-response';

const RegisterCompany = graphql(
  `
    mutation RegisterCompany($registerCompanyInput: RegisterCompanyInput!) {
      registerCompany(registerCompanyInput: $registerCompanyInput) {
        ...LoginResponseFields
      }
    }
  `,
  [LoginResponseFields],
);

export type RegisterCompanyVariables = VariablesOf<typeof RegisterCompany>['registerCompanyInput'];

/**
 * The last step of registration. It answers with new tokens that carry the company, so the
 * session switches to them and the dashboard opens.
 */
export function useRegisterCompany() {
  return useMutation({
    mutationFn: async (registerCompanyInput: RegisterCompanyVariables) =>
      applyLoginResponse(
        (await request(RegisterCompany, { registerCompanyInput })).registerCompany,
      ),
  });
}
