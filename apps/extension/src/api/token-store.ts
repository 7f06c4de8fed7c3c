import { browser } from 'wxt/browser';

/** Who is signed in, for which company and mailbox: kept across browser restarts. */
export interface StoredSession {
  readonly refreshToken: string;
  readonly company: { readonly id: string; readonly name: string };
  readonly user: {
    readonly id: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
  };
  readonly mailbox: string;
}

export interface AccessToken {
  readonly token: string;
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
}

/** The token endpoint's answer (`POST /extension/token`), as the contract names it. */
export interface TokenResponse {
  readonly access_token: string;
  readonly token_type: 'Bearer';
  readonly expires_in: number;
  readonly refresh_token: string;
  readonly company: StoredSession['company'];
  readonly user: StoredSession['user'];
  readonly mailbox: string;
}

const SESSION_KEY = 'quorumSession';
const ACCESS_KEY = 'quorumAccessToken';

/**
 * The access token lives in `storage.session` (memory only, gone when the browser closes, never on
 * disk); the refresh token and who it is for in `storage.local`, so a restart needs no new sign-in.
 */
export const tokenStore = {
  async readSession(): Promise<StoredSession | null> {
    const stored = await browser.storage.local.get(SESSION_KEY);
    return (stored[SESSION_KEY] as StoredSession | undefined) ?? null;
  },

  async readAccessToken(): Promise<AccessToken | null> {
    const stored = await browser.storage.session.get(ACCESS_KEY);
    return (stored[ACCESS_KEY] as AccessToken | undefined) ?? null;
  },

  async save(grant: TokenResponse, now: number): Promise<StoredSession> {
    const session: StoredSession = {
      refreshToken: grant.refresh_token,
      company: grant.company,
      user: grant.user,
      mailbox: grant.mailbox,
    };
    const access: AccessToken = {
      token: grant.access_token,
      expiresAt: now + grant.expires_in * 1000,
    };
    await browser.storage.session.set({ [ACCESS_KEY]: access });
    await browser.storage.local.set({ [SESSION_KEY]: session });
    return session;
  },

  async clear(): Promise<void> {
    await browser.storage.session.remove(ACCESS_KEY);
    await browser.storage.local.remove(SESSION_KEY);
  },
};

export type TokenStore = typeof tokenStore;
