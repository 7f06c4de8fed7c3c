import { builder } from '../../../graphql/builder';

export const SignInProviderEnum = builder.enumType('SignInProvider', {
  values: { GOOGLE: { value: 'google' }, MICROSOFT: { value: 'microsoft' } } as const,
});

export const SignInProvidersType = builder
  .objectRef<{ google: boolean; microsoft: boolean }>('SignInProviders')
  .implement({
    description:
      'Which sign-in providers this install offers; the sign-in page shows their buttons.',
    fields: (t) => ({
      google: t.exposeBoolean('google'),
      microsoft: t.exposeBoolean('microsoft'),
    }),
  });

export const ProviderSignInStartType = builder
  .objectRef<{ authorizationUrl: string; state: string; expiresAt: Date }>('ProviderSignInStart')
  .implement({
    description:
      'Where to send the browser. Its nonce is in an HttpOnly cookie; the state comes back in the fragment.',
    fields: (t) => ({
      authorizationUrl: t.exposeString('authorizationUrl'),
      state: t.exposeString('state'),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    }),
  });
