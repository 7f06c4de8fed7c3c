import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { emailSchema } from '@quorum/shared';
import type { SignInProvider } from '@quorum/shared';
import { MICROSOFT_MULTI_TENANTS } from '../../../sign-in-providers-config';
import type {
  GoogleSettings,
  MicrosoftSettings,
  SignInProvidersConfig,
} from '../../../sign-in-providers-config';
import { sameSecret } from '../../../lib/secrets';

/** Who the provider says signed in: its stable subject, and an address it vouches for. */
export interface VerifiedIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type IdTokenCheck =
  | { ok: true; identity: VerifiedIdentity }
  | { ok: false; reason: 'token' | 'nonce' | 'tenant' | 'unverified-email'; detail: string };

/** Microsoft's tenant of personal accounts (Outlook.com, Hotmail): "consumers". */
const CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

// One key set per address for the process: jose caches the keys and refetches on an unknown kid
// (a rotation), at most every 30 seconds.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const keySetOf = (url: string) => {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000 });
    keySets.set(url, keySet);
  }
  return keySet;
};

/**
 * Verifies an ID token as OpenID Connect Core §3.2.2.11 asks of the implicit flow: the signature
 * against the provider's published keys (RS256 only), the issuer, the audience (our client id; with
 * several audiences, `azp` too), the expiry, and the nonce this browser's sign-in was given. Then
 * the address, trusted only where the provider says it is verified.
 */
export async function checkIdToken(
  providers: SignInProvidersConfig,
  provider: SignInProvider,
  idToken: string,
  nonce: string,
): Promise<IdTokenCheck> {
  const settings = providers[provider];
  if (!settings) return { ok: false, reason: 'token', detail: 'not-configured' };
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetOf(settings.jwksUrl), {
      algorithms: ['RS256'],
      audience: settings.clientId,
      issuer: provider === 'google' ? (settings as GoogleSettings).issuers : undefined,
      requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
      clockTolerance: 30,
    }));
  } catch (error) {
    // An expired, forged, misaddressed or unreadable token, or keys that could not be fetched.
    const code = (error as { code?: unknown }).code;
    return { ok: false, reason: 'token', detail: typeof code === 'string' ? code : 'invalid' };
  }
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== settings.clientId)
    return { ok: false, reason: 'token', detail: 'azp' };
  if (typeof payload.nonce !== 'string' || !sameSecret(payload.nonce, nonce))
    return { ok: false, reason: 'nonce', detail: 'nonce-mismatch' };
  if (provider === 'microsoft') {
    const tenantProblem = microsoftTenantProblem(settings as MicrosoftSettings, payload);
    if (tenantProblem) return { ok: false, reason: 'tenant', detail: tenantProblem };
  }
  const email = verifiedEmailOf(provider, payload);
  if (!email) return { ok: false, reason: 'unverified-email', detail: 'email' };
  return { ok: true, identity: { subject: payload.sub!, email, ...namesOf(payload, email) } };
}

/**
 * Microsoft signs every tenant's tokens with the same keys, so the issuer says which tenant
 * vouches: it must be the template filled with the token's own `tid`, and that tenant must be one
 * this install accepts (the configured tenant id, or the kind `organizations`/`consumers` names).
 */
function microsoftTenantProblem(settings: MicrosoftSettings, payload: JWTPayload) {
  const tid = payload.tid;
  if (typeof tid !== 'string' || !/^[\w-]+$/.test(tid)) return 'no-tid';
  if (payload.iss !== settings.issuerTemplate.replace('{tenantid}', tid)) return 'issuer';
  const tenant = settings.tenant.toLowerCase();
  if (tenant === 'consumers') return tid === CONSUMER_TENANT ? undefined : 'not-consumer';
  if (tenant === 'organizations') return tid === CONSUMER_TENANT ? 'consumer' : undefined;
  if ((MICROSOFT_MULTI_TENANTS as readonly string[]).includes(tenant)) return undefined;
  return tid.toLowerCase() === tenant ? undefined : 'other-tenant';
}

/**
 * Google says `email_verified`. Microsoft sends no such claim and its `email` may be any address a
 * tenant's admin typed; its documented proof is the optional claim `xms_edov` (the email's domain
 * is verified by the tenant that owns the account, or the account is a Microsoft, Google or
 * one-time-passcode one), so only `xms_edov: true` makes the address trusted.
 */
function verifiedEmailOf(provider: SignInProvider, payload: JWTPayload): string | undefined {
  const verified = provider === 'google' ? payload.email_verified : payload.xms_edov;
  if (verified !== true) return undefined;
  const parsed = emailSchema.safeParse(payload.email);
  return parsed.success ? parsed.data : undefined;
}

function namesOf(payload: JWTPayload, email: string) {
  const text = (claim: unknown) => (typeof claim === 'string' ? claim.trim().slice(0, 100) : '');
  const given = text(payload.given_name);
  const family = text(payload.family_name);
  if (given || family) return { firstName: given || family, lastName: family };
  const [first = '', ...rest] = text(payload.name).split(/\s+/);
  return { firstName: first || email.split('@')[0]!, lastName: rest.join(' ') };
}
