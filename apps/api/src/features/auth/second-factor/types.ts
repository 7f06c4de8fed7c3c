import { builder } from '../../../graphql/builder';

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export const PasskeyType = builder.objectRef<PasskeyView>('Passkey').implement({
  description: 'One of the caller’s passkeys.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
  }),
});

export const SecondFactorStatusType = builder
  .objectRef<{
    totpEnabled: boolean;
    recoveryCodesLeft: number;
    passkeys: PasskeyView[];
    requiredForAdmins: boolean;
    mustSetUp: boolean;
  }>('SecondFactorStatus')
  .implement({
    fields: (t) => ({
      totpEnabled: t.exposeBoolean('totpEnabled'),
      recoveryCodesLeft: t.exposeInt('recoveryCodesLeft'),
      passkeys: t.expose('passkeys', { type: [PasskeyType] }),
      requiredForAdmins: t.exposeBoolean('requiredForAdmins', {
        description: 'The company of this session requires admins to have a second factor.',
      }),
      mustSetUp: t.exposeBoolean('mustSetUp', {
        description: 'The caller is such an admin without one: they may only set one up.',
      }),
    }),
  });

export const TotpSetupType = builder
  .objectRef<{ secret: string; uri: string }>('TotpSetup')
  .implement({
    fields: (t) => ({
      secret: t.exposeString('secret', { description: 'Base32, for typing into the app.' }),
      uri: t.exposeString('uri', { description: 'The otpauth:// address the QR code shows.' }),
    }),
  });

export const RecoveryCodesType = builder
  .objectRef<{ message: string; recoveryCodes: string[] }>('RecoveryCodes')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      recoveryCodes: t.exposeStringList('recoveryCodes', {
        description: 'Shown this once; each works once in place of an authenticator code.',
      }),
    }),
  });

export const PasskeyCeremonyType = builder
  .objectRef<{ ticket: string; options: string }>('PasskeyCeremony')
  .implement({
    fields: (t) => ({
      ticket: t.exposeString('ticket'),
      options: t.exposeString('options', { description: 'WebAuthn options as JSON.' }),
    }),
  });

export const TrustedDeviceType = builder
  .objectRef<{
    id: string;
    label: string;
    createdAt: Date;
    lastUsedAt: Date;
    expiresAt: Date;
  }>('TrustedDevice')
  .implement({
    description: 'A device that skips the second step of sign-in until it expires.',
    fields: (t) => ({
      id: t.exposeID('id'),
      label: t.exposeString('label', { description: 'e.g. "Chrome on macOS".' }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime' }),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    }),
  });

export const AdminRequirementType = builder
  .objectRef<{ requiredForAdmins: boolean; message: string }>('AdminSecondFactorRequirement')
  .implement({
    fields: (t) => ({
      requiredForAdmins: t.exposeBoolean('requiredForAdmins'),
      message: t.exposeString('message'),
    }),
  });
