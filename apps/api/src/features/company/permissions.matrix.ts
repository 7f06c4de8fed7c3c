import type { FeatureMatrix } from '../../test/matrix';
import { signedIn } from '../../test/matrix';

export const companyMatrix: FeatureMatrix = {
  operations: {
    // Everyone signed in to a company reads its details: the shell needs the plan and validation.
    'Query.getCompanyDetail': { document: '{ getCompanyDetail { _id } }', expected: signedIn },
    'Mutation.registerCompany': {
      document:
        'mutation($i: RegisterCompanyInput!) { registerCompany(registerCompanyInput: $i) { userData { companyId } } }',
      // Invalid on purpose: past the checks it is refused for its input, and nothing is created.
      variables: () => ({
        i: { legalBusinessName: '', abn: 'x', asxCode: 'x', websiteUrl: 'x', email: 'x' },
      }),
      usesOwnSession: true,
      expected: signedIn,
    },
  },
};
