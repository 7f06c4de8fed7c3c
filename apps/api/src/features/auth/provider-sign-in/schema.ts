import type { SignInProvider } from '@quorum/shared';
import { builder } from '../../../graphql/builder';
import type { Context } from '../../../graphql/context';
import { LoginResponseType } from '../types';
import { providerSignIn, providersOn, startProviderSignIn } from './sign-in';
import { ProviderSignInStartType, SignInProviderEnum, SignInProvidersType } from './types';

builder.queryField('signInProviders', (t) =>
  t.field({
    type: SignInProvidersType,
    description: 'Public: which of Google and Microsoft sign-in are configured.',
    resolve: (_root, _args, ctx) => providersOn(ctx.deps),
  }),
);

interface LoginArgs {
  disableUserCreation?: boolean | null;
  acceptedTAndC?: boolean | null;
  acceptedEmailCommunication?: boolean | null;
}

/** The browser's nonce is read once and its cookie cleared, whatever the outcome. */
function finish(ctx: Context, provider: SignInProvider, idToken: string, args: LoginArgs) {
  const nonce = ctx.signInNonceCookie?.presented;
  ctx.signInNonceCookie?.clear();
  return providerSignIn(ctx.deps, ctx.meta, provider, {
    idToken,
    nonce,
    disableUserCreation: args.disableUserCreation !== false,
    acceptedTAndC: args.acceptedTAndC,
    acceptedEmailCommunication: args.acceptedEmailCommunication,
  });
}

const loginArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  fingerprint: t.arg.string({ required: true }),
  firebaseToken: t.arg.string(),
  disableUserCreation: t.arg.boolean({
    description: 'True (the default) on the sign-in page: no new account is made.',
  }),
  acceptedTAndC: t.arg.boolean({
    description: 'Registration: a new account is made only with the terms accepted.',
  }),
  acceptedEmailCommunication: t.arg.boolean(),
});

builder.mutationFields((t) => ({
  startProviderSignIn: t.field({
    type: ProviderSignInStartType,
    description: 'Begins a Google or Microsoft sign-in; refused when that provider is not set up.',
    args: {
      provider: t.arg({ type: SignInProviderEnum, required: true }),
      extensionRedirectUri: t.arg.string({
        description:
          'From the email extension’s sign-in: its identity.getRedirectURL(), where the provider answers.',
      }),
    },
    resolve: (_root, { provider, extensionRedirectUri }, ctx) =>
      startProviderSignIn(
        ctx.deps,
        ctx.meta,
        provider,
        (nonce) => ctx.signInNonceCookie?.set(nonce),
        extensionRedirectUri,
      ),
  }),
  loginWithGoogle: t.field({
    type: LoginResponseType,
    description: 'Signs in with the ID token Google sent back; then as after a password.',
    args: { googleToken: t.arg.string({ required: true }), ...loginArgs(t) },
    resolve: (_root, args, ctx) => finish(ctx, 'google', args.googleToken, args),
  }),
  loginWithMicrosoft: t.field({
    type: LoginResponseType,
    description: 'Signs in with the ID token Microsoft sent back; then as after a password.',
    args: { microsoftToken: t.arg.string({ required: true }), ...loginArgs(t) },
    resolve: (_root, args, ctx) => finish(ctx, 'microsoft', args.microsoftToken, args),
  }),
}));
