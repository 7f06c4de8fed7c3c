import { useEffect, useRef, useState } from 'react';
import { browser } from 'wxt/browser';
import type { QuorumClient } from '../../api/client';
import { QuorumError } from '../../api/quorum-error';
import type { StoredSession } from '../../api/token-store';
import { QUORUM_URL } from '../../config/env';
import { acceptConsent } from '../../sign-in/consent-message';
import {
  acceptProviderRequest,
  postProviderAnswer,
  runProviderSignIn,
} from '../../sign-in/provider-bridge';
import {
  codeChallenge,
  forgetPendingSignIn,
  signInUrl,
  startSignIn,
  type PendingSignIn,
} from '../../sign-in/pkce';
import { panelMessages as text } from '../messages';

interface Props {
  readonly client: QuorumClient;
  /** The mail account the user is reading, so the sign-in page can suggest its company. */
  readonly mailbox: string | null;
  readonly onSignedIn: (session: StoredSession) => void;
}

/** Quorum's own sign-in and consent page in a frame; it hands back a one-time code by postMessage. */
export function SignInFrame({ client, mailbox, onSignedIn }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<string | null>(null);
  // The mailbox the frame opened with: a later change of tab does not reload a half-done sign-in.
  const [initialMailbox] = useState(mailbox);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const started = await startSignIn();
      const challenge = await codeChallenge(started.verifier);
      if (cancelled) return;
      setPending(started);
      setSrc(
        signInUrl(QUORUM_URL, {
          clientOrigin: location.origin,
          challenge,
          state: started.state,
          mailbox: initialMailbox,
          // Without the identity API (a browser that lacks it) the page offers no provider buttons.
          redirectUri: browser.identity?.getRedirectURL() ?? null,
        }),
      );
    })();
    return () => {
      cancelled = true;
    };
  }, [attempt, initialMailbox]);

  // "Sign in with Google/Microsoft" in the frame: their pages refuse to be framed, so the panel
  // opens them in a window of their own and hands the answer back to the frame.
  useEffect(() => {
    const quorumOrigin = new URL(QUORUM_URL).origin;
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow ?? null;
      const request = acceptProviderRequest(event, { quorumOrigin, frame: target });
      if (!request || !target) return;
      void runProviderSignIn(request, (details) =>
        browser.identity.launchWebAuthFlow(details),
      ).then((hash) => postProviderAnswer(target, quorumOrigin, request, hash));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!pending) return undefined;
    const onMessage = (event: MessageEvent) => {
      const code = acceptConsent(event, {
        quorumOrigin: new URL(QUORUM_URL).origin,
        frame: frame.current?.contentWindow ?? null,
        state: pending.state,
      });
      if (!code) return;
      setStatus(text.signingIn);
      setPending(null);
      void forgetPendingSignIn()
        .then(() => client.signIn(code, pending.verifier))
        .then(onSignedIn)
        .catch((error: unknown) => {
          setStatus(error instanceof QuorumError ? error.message : text.unavailable);
          setAttempt((n) => n + 1);
        });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [pending, client, onSignedIn]);

  return (
    <section className="sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{text.signInTitle}</h1>
      {status && (
        <p className="status" role="status">
          {status}
        </p>
      )}
      {src && (
        <iframe ref={frame} src={src} title={text.signInFrameTitle} className="sign-in-frame" />
      )}
    </section>
  );
}
