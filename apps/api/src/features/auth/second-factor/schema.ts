import { builder, MessageResult } from '../../../graphql/builder';
import { LoginResponseType } from '../types';
import {
  forgetAllTrustedDevices,
  forgetTrustedDevice,
  listTrustedDevices,
} from '../trusted-devices';
import { secondFactorStatus, setAdminRequirement } from './admin-requirement';
import {
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
} from './passkeys';
import { regenerateRecoveryCodes } from './recovery-codes';
import {
  passkeySignIn,
  passkeySignInOptions,
  secondStepPasskeyOptions,
  verifySecondFactor,
} from './sign-in-step';
import { confirmTotpSetup, disableTotp, startTotpSetup } from './totp';
import {
  AdminRequirementType,
  PasskeyCeremonyType,
  PasskeyType,
  RecoveryCodesType,
  SecondFactorStatusType,
  TotpSetupType,
  TrustedDeviceType,
} from './types';

const VerifySecondFactorInput = builder.inputType('VerifySecondFactorInput', {
  description: 'The ticket from userLogin and one of: a code, a recovery code, a passkey’s answer.',
  fields: (t) => ({
    ticket: t.string({ required: true }),
    code: t.string({ description: 'The 6 digits from the authenticator app.' }),
    recoveryCode: t.string(),
    passkeyResponse: t.string({ description: 'The WebAuthn assertion as JSON.' }),
  }),
});

builder.queryFields((t) => ({
  trustedDevices: t.field({
    type: [TrustedDeviceType],
    description: 'The caller’s devices that skip the second step of sign-in.',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => listTrustedDevices(ctx.deps, ctx.requireViewer()),
  }),
  secondFactorStatus: t.field({
    type: SecondFactorStatusType,
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => secondFactorStatus(ctx.deps, ctx.requireViewer()),
  }),
}));

builder.mutationFields((t) => ({
  forgetTrustedDevice: t.field({
    type: MessageResult,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => forgetTrustedDevice(ctx.deps, ctx.requireViewer(), id),
  }),
  forgetAllTrustedDevices: t.field({
    type: MessageResult,
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => forgetAllTrustedDevices(ctx.deps, ctx.requireViewer()),
  }),
  startTotpSetup: t.field({
    type: TotpSetupType,
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => startTotpSetup(ctx.deps, ctx.requireViewer()),
  }),
  confirmTotpSetup: t.field({
    type: RecoveryCodesType,
    authScopes: { authenticated: true },
    args: {
      code: t.arg.string({ required: true }),
      currentPassword: t.arg.string({ description: 'The current password: required.' }),
    },
    resolve: (_root, args, ctx) => confirmTotpSetup(ctx.deps, ctx.requireViewer(), args),
  }),
  disableTotp: t.field({
    type: MessageResult,
    authScopes: { authenticated: true },
    args: { currentPassword: t.arg.string({ required: true }) },
    resolve: (_root, { currentPassword }, ctx) =>
      disableTotp(ctx.deps, ctx.requireViewer(), currentPassword),
  }),
  regenerateRecoveryCodes: t.field({
    type: RecoveryCodesType,
    authScopes: { authenticated: true },
    args: { currentPassword: t.arg.string({ required: true }) },
    resolve: (_root, { currentPassword }, ctx) =>
      regenerateRecoveryCodes(ctx.deps, ctx.requireViewer(), currentPassword),
  }),
  passkeyRegistrationOptions: t.field({
    type: PasskeyCeremonyType,
    authScopes: { authenticated: true },
    args: { currentPassword: t.arg.string({ description: 'The current password: required.' }) },
    resolve: (_root, { currentPassword }, ctx) =>
      passkeyRegistrationOptions(ctx.deps, ctx.requireViewer(), currentPassword),
  }),
  registerPasskey: t.field({
    type: PasskeyType,
    authScopes: { authenticated: true },
    args: {
      ticket: t.arg.string({ required: true }),
      response: t.arg.string({ required: true, description: 'The WebAuthn answer as JSON.' }),
      name: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => registerPasskey(ctx.deps, ctx.requireViewer(), args),
  }),
  renamePasskey: t.field({
    type: PasskeyType,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, { id, name }, ctx) => renamePasskey(ctx.deps, ctx.requireViewer(), id, name),
  }),
  removePasskey: t.field({
    type: MessageResult,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), currentPassword: t.arg.string({ required: true }) },
    resolve: (_root, { id, currentPassword }, ctx) =>
      removePasskey(ctx.deps, ctx.requireViewer(), id, currentPassword),
  }),
  verifySecondFactor: t.field({
    type: LoginResponseType,
    args: { input: t.arg({ type: VerifySecondFactorInput, required: true }) },
    resolve: (_root, { input }, ctx) => verifySecondFactor(ctx.deps, ctx.meta, input),
  }),
  secondFactorPasskeyOptions: t.field({
    type: 'String',
    description: 'WebAuthn options (JSON) for the second step: the person’s own passkeys.',
    args: { ticket: t.arg.string({ required: true }) },
    resolve: (_root, { ticket }, ctx) => secondStepPasskeyOptions(ctx.deps, ticket),
  }),
  passkeySignInOptions: t.field({
    type: PasskeyCeremonyType,
    description: '“Sign in with a passkey”: options for any of this site’s passkeys.',
    resolve: (_root, _args, ctx) => passkeySignInOptions(ctx.deps, ctx.meta),
  }),
  passkeySignIn: t.field({
    type: LoginResponseType,
    args: {
      ticket: t.arg.string({ required: true }),
      response: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => passkeySignIn(ctx.deps, ctx.meta, args),
  }),
  setAdminSecondFactorRequirement: t.field({
    type: AdminRequirementType,
    description: 'Admins only: whether the company’s admins must use two-step sign-in.',
    authScopes: { inCompany: true },
    args: { required: t.arg.boolean({ required: true }) },
    resolve: (_root, { required }, ctx) =>
      setAdminRequirement(ctx.deps, ctx.requireMember(), required),
  }),
}));
