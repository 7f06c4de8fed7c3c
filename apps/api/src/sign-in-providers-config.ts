// The sign-in providers of the environment (features/auth/provider-sign-in): Google's and
// Microsoft's client ids, issuers, key sets and sign-in pages. config.ts reads them with the rest.
import { z } from 'zod';

/** Microsoft's tenant names that stand for many tenants; anything else is one tenant's id. */
export const MICROSOFT_MULTI_TENANTS = ['common', 'organizations', 'consumers'] as const;

const blankIsUnset = z
  .string()
  .trim()
  .transform((value) => value || undefined);

const url = blankIsUnset.pipe(z.url({ protocol: /^https?$/ }).optional()).optional();

export const SIGN_IN_PROVIDERS_ENV = {
  // Google: the OAuth client id of a web application whose authorised redirect URI is
  // APP_URL/sign-in/callback. Unset: no Google sign-in.
  GOOGLE_CLIENT_ID: blankIsUnset.optional(),
  // The issuers Google's ID tokens may name, comma-separated (Google documents both forms).
  GOOGLE_ISSUER: blankIsUnset.optional(),
  GOOGLE_JWKS_URL: url,
  GOOGLE_AUTHORIZATION_URL: url,
  // Microsoft: the application (client) id of an Entra app registration with ID tokens enabled
  // for the implicit flow and the same redirect URI. Unset: no Microsoft sign-in.
  MICROSOFT_CLIENT_ID: blankIsUnset.optional(),
  // Who may sign in: a tenant id, or common, organizations or consumers.
  MICROSOFT_TENANT: blankIsUnset
    .pipe(
      z
        .string()
        .regex(/^[\w.-]+$/, 'must be a tenant id or domain, or common, organizations or consumers')
        .optional(),
    )
    .optional(),
  // The issuer with {tenantid} where the token's own tid goes.
  MICROSOFT_ISSUER: blankIsUnset
    .pipe(z.string().includes('{tenantid}', { message: 'must hold {tenantid}' }).optional())
    .optional(),
  MICROSOFT_JWKS_URL: url,
  MICROSOFT_AUTHORIZATION_URL: url,
};

type ProvidersEnv = z.infer<z.ZodObject<typeof SIGN_IN_PROVIDERS_ENV>>;

/** One provider's settings: enough to send a person there and to verify what comes back. */
export interface ProviderSettings {
  clientId: string;
  jwksUrl: string;
  authorizationUrl: string;
}

export interface GoogleSettings extends ProviderSettings {
  issuers: string[];
}

export interface MicrosoftSettings extends ProviderSettings {
  /** A tenant id, or one of MICROSOFT_MULTI_TENANTS. */
  tenant: string;
  /** The issuer template: `{tenantid}` is replaced by the token's `tid`. */
  issuerTemplate: string;
}

/** Null where the provider is not configured: its operations refuse, its button is hidden. */
export interface SignInProvidersConfig {
  google: GoogleSettings | null;
  microsoft: MicrosoftSettings | null;
}

export function signInProvidersOf(e: ProvidersEnv): SignInProvidersConfig {
  const tenant = e.MICROSOFT_TENANT ?? 'common';
  const microsoftBase = `https://login.microsoftonline.com/${tenant}`;
  return {
    google: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          issuers: (e.GOOGLE_ISSUER ?? 'https://accounts.google.com,accounts.google.com')
            .split(',')
            .map((issuer) => issuer.trim())
            .filter(Boolean),
          jwksUrl: e.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
          authorizationUrl:
            e.GOOGLE_AUTHORIZATION_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
        }
      : null,
    microsoft: e.MICROSOFT_CLIENT_ID
      ? {
          clientId: e.MICROSOFT_CLIENT_ID,
          tenant,
          issuerTemplate: e.MICROSOFT_ISSUER ?? 'https://login.microsoftonline.com/{tenantid}/v2.0',
          jwksUrl: e.MICROSOFT_JWKS_URL ?? `${microsoftBase}/discovery/v2.0/keys`,
          authorizationUrl:
            e.MICROSOFT_AUTHORIZATION_URL ?? `${microsoftBase}/oauth2/v2.0/authorize`,
        }
      : null,
  };
}

/** In production the keys and sign-in pages are fetched over TLS only, as the defaults are. */
export function signInProvidersProductionProblems(e: ProvidersEnv): string[] {
  const names = [
    'GOOGLE_JWKS_URL',
    'GOOGLE_AUTHORIZATION_URL',
    'MICROSOFT_JWKS_URL',
    'MICROSOFT_AUTHORIZATION_URL',
  ] as const;
  return names
    .filter((name) => e[name] && !e[name].startsWith('https://'))
    .map((name) => `${name}: must be https:// in production`);
}
