import { builder, MessageResult } from '../../graphql/builder';
import { accountOf } from './sessions';
import { changePassword } from './change-password';
import { forgotPassword, resetPassword } from './password-reset';
import { registerUser } from './registration';
import { endMySession, listMySessions, signOutEverywhere } from './session-list';
import {
  checkAccount,
  login,
  logout,
  refresh,
  resendCode,
  selectCompany,
  verifyCode,
} from './sign-in';
import {
  LoginResponseType,
  NonUserCheckType,
  OtpDataType,
  SessionType,
  TokenType,
  UserType,
} from './types';

const LoginUserInput = builder.inputType('LoginUserInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    fingerprint: t.string({ required: true }),
    firebaseToken: t.string(),
  }),
});

const RegisterUserInput = builder.inputType('RegisterUserInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    acceptedTAndC: t.boolean({ required: true }),
    acceptedEmailCommunication: t.boolean(),
  }),
});

const VerifyEmailOtpInput = builder.inputType('VerifyEmailOtpInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    otpCode: t.int({ required: true }),
    fingerprint: t.string({ required: true }),
    firebaseToken: t.string(),
    isConsentOtp: t.boolean(),
  }),
});

const UserResetPasswordInput = builder.inputType('UserResetPasswordInput', {
  fields: (t) => ({ token: t.string({ required: true }), password: t.string({ required: true }) }),
});

builder.mutationFields((t) => ({
  verifyNonUser: t.field({
    type: NonUserCheckType,
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, { email }, ctx) => checkAccount(ctx.deps, ctx.meta, email),
  }),
  registerUser: t.field({
    type: OtpDataType,
    args: { registerUserInput: t.arg({ type: RegisterUserInput, required: true }) },
    resolve: (_root, { registerUserInput }, ctx) =>
      registerUser(ctx.deps, ctx.meta, registerUserInput),
  }),
  userLogin: t.field({
    type: LoginResponseType,
    args: { loginUserInput: t.arg({ type: LoginUserInput, required: true }) },
    resolve: (_root, { loginUserInput }, ctx) => login(ctx.deps, ctx.meta, loginUserInput),
  }),
  verifyEmailOtp: t.field({
    type: LoginResponseType,
    args: { verifyEmailOtpInput: t.arg({ type: VerifyEmailOtpInput, required: true }) },
    resolve: (_root, { verifyEmailOtpInput }, ctx) =>
      verifyCode(ctx.deps, ctx.meta, verifyEmailOtpInput),
  }),
  sendEmailOtp: t.field({
    type: OtpDataType,
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, { email }, ctx) => resendCode(ctx.deps, email),
  }),
  generateNewAccessToken: t.field({
    type: TokenType,
    args: { refreshtoken: t.arg.string({ required: true }) },
    resolve: (_root, { refreshtoken }, ctx) => refresh(ctx.deps, refreshtoken),
  }),
  selectCompanyForLogin: t.field({
    type: LoginResponseType,
    authScopes: { authenticated: true },
    args: {
      companyId: t.arg.id({ required: true }),
      fingerprint: t.arg.string({ required: true }),
    },
    resolve: (_root, { companyId }, ctx) =>
      selectCompany(ctx.deps, ctx.requireViewer(), String(companyId)),
  }),
  userLogout: t.field({
    type: MessageResult,
    authScopes: { authenticated: true },
    args: { fingerprint: t.arg.string() },
    resolve: async (_root, _args, ctx) => {
      const result = await logout(ctx.deps, ctx.requireViewer());
      ctx.refreshCookie?.clear();
      return result;
    },
  }),
  userForgotPassword: t.field({
    type: MessageResult,
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, { email }, ctx) => forgotPassword(ctx.deps, ctx.meta, email),
  }),
  changePassword: t.field({
    type: MessageResult,
    authScopes: { authenticated: true },
    description: 'The current password and a new one; every other session of the caller ends.',
    args: { currentPassword: t.arg.string(), newPassword: t.arg.string() },
    resolve: (_root, args, ctx) => changePassword(ctx.deps, ctx.requireViewer(), args),
  }),
  userResetPassword: t.field({
    type: MessageResult,
    args: { userResetPasswordInput: t.arg({ type: UserResetPasswordInput, required: true }) },
    resolve: (_root, { userResetPasswordInput }, ctx) =>
      resetPassword(ctx.deps, userResetPasswordInput),
  }),
}));

builder.queryFields((t) => ({
  loggedInUserDetail: t.field({
    type: UserType,
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => accountOf(ctx.requireViewer()),
  }),
}));

builder.queryField('mySessions', (t) =>
  t.field({
    type: [SessionType],
    description: 'The caller’s live sessions, this one first: the Profile page’s list.',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => listMySessions(ctx.deps, ctx.requireViewer()),
  }),
);

builder.mutationFields((t) => ({
  endSession: t.field({
    type: MessageResult,
    description: 'Signs out one of the caller’s other sessions.',
    authScopes: { authenticated: true },
    args: {
      sessionId: t.arg.id({ required: true }),
      password: t.arg.string({ description: 'The current password: required.' }),
    },
    resolve: (_root, { sessionId, password }, ctx) =>
      endMySession(ctx.deps, ctx.requireViewer(), { sessionId: String(sessionId), password }),
  }),
  signOutEverywhere: t.field({
    type: MessageResult,
    description: 'Signs out every session of the caller but this one.',
    authScopes: { authenticated: true },
    args: { password: t.arg.string({ description: 'The current password: required.' }) },
    resolve: (_root, { password }, ctx) =>
      signOutEverywhere(ctx.deps, ctx.requireViewer(), password),
  }),
}));
