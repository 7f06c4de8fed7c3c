import { useMutation } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { getDeviceFingerprint } from '@/lib/session';
import { applyLoginResponse, LoginResponseFields } from './login-response';

const SelectCompanyForLogin = graphql(
  `
    mutation SelectCompanyForLogin($companyId: ID!, $fingerprint: String!) {
      selectCompanyForLogin(companyId: $companyId, fingerprint: $fingerprint) {
        ...LoginResponseFields
      }
    }
  `,
  [LoginResponseFields],
);

/** Signs in to one company: the answer carries new tokens scoped to it, which replace ours. */
export function useSelectCompanyForLogin() {
  return useMutation({
    mutationFn: async (companyId: string) =>
      applyLoginResponse(
        (
          await request(
            SelectCompanyForLogin,
            { companyId, fingerprint: getDeviceFingerprint() },
            // A refusal names the company chosen, not the one the session is in.
            { choosingCompany: true },
          )
        ).selectCompanyForLogin,
      ),
  });
}
