import { useMutation, useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';

const ExtensionCompanies = graphql(`
  query ExtensionCompanies {
    userCompanyListWithCreatorFlagExtension {
      _id
      legalBusinessName
      companyLogoUrl
      isLocked
      hasSetup
    }
  }
`);

export type ExtensionCompany = ResultOf<
  typeof ExtensionCompanies
>['userCompanyListWithCreatorFlagExtension'][number];

const AuthorizedCompany = graphql(`
  query AuthorizedCompany($companyId: ID!) {
    getAuthorizedCompany(companyId: $companyId) {
      hasSetup
      hasPermission
      success
      mailboxes
    }
  }
`);

const ConsentExtension = graphql(`
  mutation ConsentExtension(
    $companyId: ID!
    $email: String!
    $clientOrigin: String!
    $codeChallenge: String!
  ) {
    consentExtension(
      companyId: $companyId
      email: $email
      clientOrigin: $clientOrigin
      codeChallenge: $codeChallenge
    ) {
      code
      clientOrigin
    }
  }
`);

const keys = {
  companies: ['extension-sign-in', 'companies'] as const,
  authorization: (companyId: string) => ['extension-sign-in', 'authorization', companyId] as const,
};

/** The chooser's companies, each with whether the extension is set up there. */
export function useExtensionCompanies() {
  return useQuery({
    queryKey: keys.companies,
    queryFn: async ({ signal }) =>
      (await request(ExtensionCompanies, {}, { signal })).userCompanyListWithCreatorFlagExtension,
  });
}

/** After a company is chosen: set up there, and may this person use the extension. */
export function useAuthorizedCompany(companyId: string | null) {
  return useQuery({
    queryKey: keys.authorization(companyId ?? ''),
    queryFn: async ({ signal }) =>
      (await request(AuthorizedCompany, { companyId: companyId! }, { signal }))
        .getAuthorizedCompany,
    enabled: companyId !== null,
  });
}

export function useConsentExtension() {
  return useMutation({
    mutationFn: async (variables: {
      companyId: string;
      email: string;
      clientOrigin: string;
      codeChallenge: string;
    }) => (await request(ConsentExtension, variables)).consentExtension,
  });
}
