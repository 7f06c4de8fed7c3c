import type { FeatureMatrix } from '../../../testing/matrix';
import { everyone, inAnyCompany, signedIn } from '../../../testing/matrix';
import { addMember, makeUser } from '../../../testing/factories';
import { insertPasskey } from '../second-factor/repo';
import { insertTrustedDevice } from '../trusted-devices-repo';

/** Another person's device or passkey is nobody else's: not found, whoever asks. */
const onlyTheirOwn = { ...everyone('NOT_FOUND'), anonymous: 'UNAUTHENTICATED' } as const;

/** The company's rule for admins: its admins only (the foreign caller is its company's admin). */
const companyAdmins = {
  ...inAnyCompany,
  viewer: 'FORBIDDEN',
  member: 'FORBIDDEN',
  customNone: 'FORBIDDEN',
  customFull: 'FORBIDDEN',
} as const;

/** Trusted devices, authenticator apps, recovery codes, passkeys and the rule for admins. */
export const secondFactorMatrix: FeatureMatrix = {
  seed: async (db, company) => {
    const person = await makeUser(db);
    await addMember(db, company.id, person.id, 'member');
    const device = await insertTrustedDevice(db, {
      userId: person.id,
      tokenHash: `matrix-${person.id}`,
      label: 'Firefox on Windows',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const passkey = await insertPasskey(db, {
      userId: person.id,
      credentialId: `matrix-credential-${person.id}`,
      publicKey: 'AAAA',
      name: 'Their laptop',
    });
    return { otherPersonDeviceId: device.id, otherPersonPasskeyId: passkey.id };
  },
  operations: {
    'Query.trustedDevices': { document: '{ trustedDevices { id } }', expected: signedIn },
    'Mutation.forgetTrustedDevice': {
      document: 'mutation($id: ID!) { forgetTrustedDevice(id: $id) { message } }',
      variables: (w) => ({ id: w.own.otherPersonDeviceId }),
      expected: onlyTheirOwn,
      onForeign: (w) => ({ id: w.foreign.otherPersonDeviceId }),
    },
    // Forgets the caller's own devices only; the matrix's callers have none to lose.
    'Mutation.forgetAllTrustedDevices': {
      document: 'mutation { forgetAllTrustedDevices { message } }',
      expected: signedIn,
    },
    'Query.secondFactorStatus': {
      document: '{ secondFactorStatus { totpEnabled mustSetUp } }',
      expected: signedIn,
    },
    'Mutation.startTotpSetup': {
      document: 'mutation { startTotpSetup { uri } }',
      expected: signedIn,
    },
    // A wrong code: refused as input once past the sign-in check, changing nothing.
    'Mutation.confirmTotpSetup': {
      document:
        'mutation { confirmTotpSetup(code: "000000", currentPassword: "not-their-password") { message } }',
      expected: signedIn,
    },
    'Mutation.disableTotp': {
      document: 'mutation { disableTotp(currentPassword: "not-their-password") { message } }',
      expected: signedIn,
    },
    'Mutation.regenerateRecoveryCodes': {
      document:
        'mutation { regenerateRecoveryCodes(currentPassword: "not-their-password") { message } }',
      expected: signedIn,
    },
    'Mutation.passkeyRegistrationOptions': {
      document:
        'mutation { passkeyRegistrationOptions(currentPassword: "not-their-password") { ticket } }',
      expected: signedIn,
    },
    'Mutation.registerPasskey': {
      document:
        'mutation { registerPasskey(ticket: "unknown", response: "{}", name: "Laptop") { id } }',
      expected: signedIn,
    },
    'Mutation.renamePasskey': {
      document: 'mutation($id: ID!) { renamePasskey(id: $id, name: "Mine now") { id } }',
      variables: (w) => ({ id: w.own.otherPersonPasskeyId }),
      expected: onlyTheirOwn,
      onForeign: (w) => ({ id: w.foreign.otherPersonPasskeyId }),
    },
    'Mutation.removePasskey': {
      document: 'mutation($id: ID!) { removePasskey(id: $id, currentPassword: "x") { message } }',
      variables: (w) => ({ id: w.own.otherPersonPasskeyId }),
      expected: onlyTheirOwn,
      onForeign: (w) => ({ id: w.foreign.otherPersonPasskeyId }),
    },
    // The ticket decides, not the caller: an unknown one is refused as input for everybody.
    'Mutation.verifySecondFactor': {
      document:
        'mutation { verifySecondFactor(input: { ticket: "unknown", code: "123456" }) { otpData { message } } }',
      expected: everyone('ok'),
    },
    'Mutation.secondFactorPasskeyOptions': {
      document: 'mutation { secondFactorPasskeyOptions(ticket: "unknown") }',
      expected: everyone('ok'),
    },
    'Mutation.passkeySignInOptions': {
      document: 'mutation { passkeySignInOptions { ticket } }',
      expected: everyone('ok'),
    },
    'Mutation.passkeySignIn': {
      document:
        'mutation { passkeySignIn(ticket: "unknown", response: "{}") { otpData { message } } }',
      expected: everyone('ok'),
    },
    // Turning it off changes nothing where it is off: the call stays harmless for the others.
    'Mutation.setAdminSecondFactorRequirement': {
      document:
        'mutation { setAdminSecondFactorRequirement(required: false) { requiredForAdmins } }',
      expected: companyAdmins,
    },
  },
};
