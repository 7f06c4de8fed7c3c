import { describe, expect, it, vi } from 'vitest';
import { EXTENSION_PROVIDER_ANSWER, EXTENSION_PROVIDER_REQUEST } from '@quorum/shared';
import { acceptProviderRequest, postProviderAnswer, runProviderSignIn } from './provider-bridge';

const QUORUM = 'https://quorum.test';
const GOOGLE = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=quorum&nonce=n&state=s1';

function frames() {
  const signIn = document.createElement('iframe');
  const other = document.createElement('iframe');
  document.body.append(signIn, other);
  return { signIn: signIn.contentWindow!, other: other.contentWindow! };
}

const request = (data: unknown, source: Window, origin = QUORUM) =>
  new MessageEvent('message', { origin, source, data });

describe('a provider sign-in asked for by the framed sign-in page', () => {
  it('is run when our own frame at Quorum asks with an https address', () => {
    const { signIn } = frames();
    const asked = acceptProviderRequest(
      request({ type: EXTENSION_PROVIDER_REQUEST, url: GOOGLE, state: 's1' }, signIn),
      { quorumOrigin: QUORUM, frame: signIn },
    );
    expect(asked).toEqual({ url: GOOGLE, state: 's1' });
  });

  it.each([
    [
      'another origin',
      { type: EXTENSION_PROVIDER_REQUEST, url: GOOGLE, state: 's1' },
      'https://evil.example',
      'signIn',
    ],
    [
      'another frame of Quorum',
      { type: EXTENSION_PROVIDER_REQUEST, url: GOOGLE, state: 's1' },
      QUORUM,
      'other',
    ],
    [
      'a plain http address',
      { type: EXTENSION_PROVIDER_REQUEST, url: 'http://accounts.example/auth', state: 's1' },
      QUORUM,
      'signIn',
    ],
    [
      'a javascript: address',
      { type: EXTENSION_PROVIDER_REQUEST, url: 'javascript:alert(1)', state: 's1' },
      QUORUM,
      'signIn',
    ],
    ['no state', { type: EXTENSION_PROVIDER_REQUEST, url: GOOGLE }, QUORUM, 'signIn'],
    ['another message type', { type: 'quorum:other', url: GOOGLE, state: 's1' }, QUORUM, 'signIn'],
  ] as const)('is ignored from %s', (_case, data, origin, from) => {
    const windows = frames();
    const asked = acceptProviderRequest(request(data, windows[from], origin), {
      quorumOrigin: QUORUM,
      frame: windows.signIn,
    });
    expect(asked).toBeNull();
  });

  it('answers the fragment the provider redirected to, with its ID token and state', async () => {
    const launch = vi.fn(async () => 'https://abc.chromiumapp.org/#id_token=a.b.c&state=s1');
    const hash = await runProviderSignIn({ url: GOOGLE, state: 's1' }, launch);
    expect(launch).toHaveBeenCalledWith({ url: GOOGLE, interactive: true });
    expect(hash).toBe('#id_token=a.b.c&state=s1');
  });

  it('answers as the provider does for a cancel when the person closes its window', async () => {
    const hash = await runProviderSignIn({ url: GOOGLE, state: 's1' }, () =>
      Promise.reject(new Error('The user did not approve access.')),
    );
    expect(hash).toBe('#error=access_denied&state=s1');
  });

  it('posts the answer to the sign-in frame at Quorum’s exact origin, never to any', () => {
    const frame = { postMessage: vi.fn() } as unknown as Window;
    postProviderAnswer(frame, QUORUM, { url: GOOGLE, state: 's1' }, '#id_token=a.b.c&state=s1');
    expect(frame.postMessage).toHaveBeenCalledWith(
      { type: EXTENSION_PROVIDER_ANSWER, state: 's1', hash: '#id_token=a.b.c&state=s1' },
      QUORUM,
    );
  });
});
