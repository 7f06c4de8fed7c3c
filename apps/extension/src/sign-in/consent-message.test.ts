import { describe, expect, it } from 'vitest';
import { acceptConsent, codeFromRedirect, CONSENT_MESSAGE_TYPE } from './consent-message';

const QUORUM = 'https://quorum.test';

function frames() {
  const signIn = document.createElement('iframe');
  const other = document.createElement('iframe');
  document.body.append(signIn, other);
  return { signIn: signIn.contentWindow!, other: other.contentWindow! };
}

function consent(overrides: Partial<MessageEventInit> & { data?: unknown }, source: Window) {
  return new MessageEvent('message', {
    origin: QUORUM,
    source,
    data: { type: CONSENT_MESSAGE_TYPE, code: 'one-time-code', state: 'the-state' },
    ...overrides,
  });
}

describe('the consent message from the sign-in page', () => {
  it('gives the code when our own frame at Quorum sends it with our state', () => {
    const { signIn } = frames();
    const expected = { quorumOrigin: QUORUM, frame: signIn, state: 'the-state' };
    expect(acceptConsent(consent({}, signIn), expected)).toBe('one-time-code');
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a different state', { data: { type: CONSENT_MESSAGE_TYPE, code: 'c', state: 'other' } }],
    ['another message type', { data: { type: 'quorum:other', code: 'c', state: 'the-state' } }],
    ['no code', { data: { type: CONSENT_MESSAGE_TYPE, state: 'the-state' } }],
    ['a string for data', { data: 'quorum:extension-consent' }],
  ])('ignores a message from %s', (_case, overrides) => {
    const { signIn } = frames();
    const expected = { quorumOrigin: QUORUM, frame: signIn, state: 'the-state' };
    expect(acceptConsent(consent(overrides, signIn), expected)).toBeNull();
  });

  it('ignores the right message sent by another window of the same origin', () => {
    const { signIn, other } = frames();
    const expected = { quorumOrigin: QUORUM, frame: signIn, state: 'the-state' };
    expect(acceptConsent(consent({}, other), expected)).toBeNull();
  });
});

describe('the code at the end of Firefox’s sign-in window', () => {
  const REDIRECT = 'https://0123456789abcdef.extensions.allizom.org/';

  it('is read from the fragment when the state is ours', () => {
    expect(codeFromRedirect(`${REDIRECT}#code=one-time-code&state=the-state`, 'the-state')).toBe(
      'one-time-code',
    );
  });

  it.each([
    ['another sign-in’s state', `${REDIRECT}#code=c&state=other`],
    ['no code', `${REDIRECT}#state=the-state`],
    ['a closed window', undefined],
    ['not an address', 'not a url'],
  ])('is not taken from %s', (_case, redirected) => {
    expect(codeFromRedirect(redirected, 'the-state')).toBeNull();
  });
});
