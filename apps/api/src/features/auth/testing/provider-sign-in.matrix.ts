import type { FeatureMatrix } from '../../../testing/matrix';
import { everyone } from '../../../testing/matrix';

/**
 * Google and Microsoft sign-in: public, as signing in is. The matrix's server configures no
 * provider, so each is refused as input (not set up) for everyone, past any permission check.
 */
export const providerSignInMatrix: FeatureMatrix = {
  operations: {
    'Query.signInProviders': {
      document: '{ signInProviders { google microsoft } }',
      expected: everyone('ok'),
    },
    'Mutation.startProviderSignIn': {
      document: 'mutation { startProviderSignIn(provider: GOOGLE) { authorizationUrl } }',
      expected: everyone('ok'),
    },
    'Mutation.loginWithGoogle': {
      document:
        'mutation { loginWithGoogle(googleToken: "x.y.z", fingerprint: "f") { otpData { message } } }',
      expected: everyone('ok'),
    },
    'Mutation.loginWithMicrosoft': {
      document:
        'mutation { loginWithMicrosoft(microsoftToken: "x.y.z", fingerprint: "f") { otpData { message } } }',
      expected: everyone('ok'),
    },
  },
};
