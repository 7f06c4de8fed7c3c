import type { FeatureMatrix } from '../../../testing/matrix';
import { signedIn } from '../../../testing/matrix';

/**
 * A person's own profile: any session may change its own, in a company or not, whatever the role
 * (a custom role with no grants still owns its name). The inputs are refused on purpose, so the
 * matrix changes nobody's profile; what they say is the profile tests' business.
 */
export const profileMatrix: FeatureMatrix = {
  operations: {
    'Mutation.updateUserProfile': {
      document:
        'mutation($i: UpdateUserProfileInput!) { updateUserProfile(updateUserProfileInput: $i) { _id } }',
      variables: () => ({ i: { firstName: 'Ava', lastName: 'Lee', mobileNum: '041234567' } }),
      expected: signedIn,
    },
    'Mutation.updateUserProfileImage': {
      document: 'mutation($key: String) { updateUserProfileImage(profileImage: $key) { _id } }',
      variables: () => ({ key: 'not-an-upload.png' }),
      expected: signedIn,
    },
    'Mutation.changeEmailAddress': {
      document:
        'mutation($e: String!, $p: String) { changeEmailAddress(newEmail: $e, password: $p) { message } }',
      variables: () => ({ e: 'not-an-email', p: 'not-their-password' }),
      expected: signedIn,
    },
    'Mutation.verifyChangeEmailAddress': {
      document: 'mutation { verifyChangeEmailAddress(otpCode: 1234) { _id } }',
      expected: signedIn,
    },
    // Nothing to refuse: true is every account's default, so the call changes nothing.
    'Mutation.updateReceiveNotification': {
      document: 'mutation { updateReceiveNotification(receiveNotification: true) { _id } }',
      expected: signedIn,
    },
    // The first run's flags: each caller's own row only, so there is no other company's id to
    // try; the matrix's callers mark their own, which no other case reads.
    'Mutation.setQuickResponseViewedInfo': {
      document: 'mutation { setQuickResponseViewedInfo { _id } }',
      expected: signedIn,
    },
    'Mutation.updateIntegrationModalSeen': {
      document: 'mutation { updateIntegrationModalSeen(hasViewedIntegrationModal: false) { _id } }',
      expected: signedIn,
    },
    'Mutation.updateIntegrationModalClicked': {
      document: 'mutation { updateIntegrationModalClicked { _id } }',
      expected: signedIn,
    },
    'Mutation.completeFirstTimeLogin': {
      document: 'mutation { completeFirstTimeLogin { _id } }',
      expected: signedIn,
    },
  },
};
