import { describe, expect, it, vi } from 'vitest';
import { EXTENSION_CONSENT_MESSAGE } from '@quorum/shared';
import { deliverConsent, extensionRequestOf, postConsent } from './extension-request';

const ORIGIN = 'chrome-extension://lbgiafpbejapejlgmpjnaakjenebnccp';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

describe('the extension’s sign-in request', () => {
  it('is read from the query the panel framed the page with', () => {
    expect(
      extensionRequestOf(
        query({
          client_origin: ORIGIN,
          code_challenge: CHALLENGE,
          state: 'state-0123456789abcdef',
          mailbox: 'ir@example.com',
          redirect_uri: 'https://lbgiafpbejapejlgmpjnaakjenebnccp.chromiumapp.org/',
        }),
      ),
    ).toEqual({
      delivery: 'post-message',
      clientOrigin: ORIGIN,
      codeChallenge: CHALLENGE,
      state: 'state-0123456789abcdef',
      mailbox: 'ir@example.com',
      redirectUri: 'https://lbgiafpbejapejlgmpjnaakjenebnccp.chromiumapp.org/',
    });
  });

  it('drops a provider redirect that is not an https address of its own', () => {
    const request = extensionRequestOf(
      query({
        client_origin: ORIGIN,
        code_challenge: CHALLENGE,
        state: 'state-0123456789abcdef',
        redirect_uri: 'https://evil.example/steal?x=1',
      }),
    );
    expect(request?.redirectUri).toBeNull();
  });

  it('is refused when the origin is a web site, not an extension', () => {
    expect(
      extensionRequestOf(
        query({
          client_origin: 'https://evil.example',
          code_challenge: CHALLENGE,
          state: 'state-0123456789abcdef',
        }),
      ),
    ).toBeNull();
  });

  it('is refused without a challenge of S256’s length', () => {
    expect(
      extensionRequestOf(
        query({ client_origin: ORIGIN, code_challenge: 'short', state: 'state-0123456789abcdef' }),
      ),
    ).toBeNull();
  });

  it('posts the code to the extension’s exact origin, never to any origin', () => {
    const target = { postMessage: vi.fn() };
    postConsent(
      {
        delivery: 'post-message',
        clientOrigin: ORIGIN,
        codeChallenge: CHALLENGE,
        state: 'state-0123456789abcdef',
        mailbox: null,
        redirectUri: null,
      },
      'one-time-code',
      target as unknown as Window,
    );
    expect(target.postMessage).toHaveBeenCalledWith(
      { type: EXTENSION_CONSENT_MESSAGE, code: 'one-time-code', state: 'state-0123456789abcdef' },
      ORIGIN,
    );
  });

  it('is read for the extension’s sign-in window too, where the code goes to its redirect address', () => {
    const firefox = 'https://0123456789abcdef0123456789abcdef01234567.extensions.allizom.org/';
    const request = extensionRequestOf(
      query({ return_uri: firefox, code_challenge: CHALLENGE, state: 'state-0123456789abcdef' }),
    );
    expect(request).toMatchObject({ delivery: 'redirect', clientOrigin: firefox });

    const go = vi.fn();
    deliverConsent(request!, 'one-time-code', go);
    expect(go).toHaveBeenCalledWith(`${firefox}#code=one-time-code&state=state-0123456789abcdef`);
  });

  it('is refused when the return address is not an https address of its own', () => {
    expect(
      extensionRequestOf(
        query({
          return_uri: 'https://evil.example/collect?x=',
          code_challenge: CHALLENGE,
          state: 'state-0123456789abcdef',
        }),
      ),
    ).toBeNull();
  });
});
