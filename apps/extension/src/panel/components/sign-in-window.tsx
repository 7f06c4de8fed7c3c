import { useState } from 'react';
import { browser } from 'wxt/browser';
import type { QuorumClient } from '../../api/client';
import { QuorumError } from '../../api/quorum-error';
import type { StoredSession } from '../../api/token-store';
import { QUORUM_URL } from '../../config/env';
import { codeFromRedirect } from '../../sign-in/consent-message';
import { codeChallenge, forgetPendingSignIn, signInUrl, startSignIn } from '../../sign-in/pkce';
import { panelMessages as text } from '../messages';

interface Props {
  readonly client: QuorumClient;
  /** The mail account the user is reading, so the sign-in page can suggest its company. */
  readonly mailbox: string | null;
  readonly onSignedIn: (session: StoredSession) => void;
}

/**
 * Firefox's sign-in: Quorum's sign-in and consent pages in the browser's sign-in window
 * (identity.launchWebAuthFlow), which ends at the extension's redirect address with the one-time
 * code in its fragment; the code and the PKCE verifier then become the extension's tokens.
 */
export function SignInWindow({ client, mailbox, onSignedIn }: Props) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);

  const signIn = async () => {
    setBusy(true);
    setStatus(null);
    try {
      const started = await startSignIn();
      const url = signInUrl(QUORUM_URL, {
        clientOrigin: null,
        returnUri: browser.identity.getRedirectURL(),
        challenge: await codeChallenge(started.verifier),
        state: started.state,
        mailbox,
        redirectUri: null,
      });
      const redirected = await browser.identity
        .launchWebAuthFlow({ url, interactive: true })
        .catch(() => undefined);
      const code = codeFromRedirect(redirected, started.state);
      await forgetPendingSignIn();
      if (!code) return setStatus(text.signInCancelled);
      setStatus(text.signingIn);
      onSignedIn(await client.signIn(code, started.verifier));
    } catch (error) {
      setStatus(error instanceof QuorumError ? error.message : text.unavailable);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{text.signInTitle}</h1>
      <p>{text.signInWindowIntro}</p>
      <button type="button" onClick={() => void signIn()} disabled={busy}>
        {busy ? text.signingIn : text.signIn}
      </button>
      {status && (
        <p className="status" role="status">
          {status}
        </p>
      )}
    </section>
  );
}
