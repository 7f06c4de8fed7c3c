import { beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { codeChallenge, readPendingSignIn, signInUrl, startSignIn } from './pkce';

describe('a sign-in under way', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps a 43-character verifier and a 128-bit state in session storage only', async () => {
    const pending = await startSignIn();
    expect(pending.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pending.state).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await readPendingSignIn()).toEqual(pending);
    expect(await browser.storage.local.get(null)).toEqual({});
  });

  it('sends the S256 challenge of RFC 7636', async () => {
    // The RFC's own example (appendix B).
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('names the extension, the challenge, the state, the mailbox and the provider redirect in the sign-in address', () => {
    const url = new URL(
      signInUrl('https://quorum.test', {
        clientOrigin: 'chrome-extension://lbgiafpbejapejlgmpjnaakjenebnccp',
        challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        state: 'the-state',
        mailbox: 'ir@northwind.example',
        redirectUri: 'https://lbgiafpbejapejlgmpjnaakjenebnccp.chromiumapp.org/',
      }),
    );
    expect(url.pathname).toBe('/sign-in-extension');
    expect(url.searchParams.get('client_origin')).toBe(
      'chrome-extension://lbgiafpbejapejlgmpjnaakjenebnccp',
    );
    expect(url.searchParams.get('code_challenge')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    expect(url.searchParams.get('state')).toBe('the-state');
    expect(url.searchParams.get('mailbox')).toBe('ir@northwind.example');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'https://lbgiafpbejapejlgmpjnaakjenebnccp.chromiumapp.org/',
    );
  });

  it('names the return address instead of an origin for Firefox’s sign-in window', () => {
    const url = new URL(
      signInUrl('https://quorum.test', {
        clientOrigin: null,
        returnUri: 'https://0123456789abcdef.extensions.allizom.org/',
        challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        state: 'the-state',
        mailbox: null,
        redirectUri: null,
      }),
    );
    expect(url.searchParams.get('return_uri')).toBe(
      'https://0123456789abcdef.extensions.allizom.org/',
    );
    expect(url.searchParams.has('client_origin')).toBe(false);
  });
});
