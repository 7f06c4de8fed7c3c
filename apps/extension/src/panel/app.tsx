import { useCallback, useEffect, useState } from 'react';
import { createQuorumClient } from '../api/client';
import { tokenStore, type StoredSession } from '../api/token-store';
import { EmailAnswers } from './components/email-answers';
import { PanelHeader } from './components/panel-header';
import { SignInFrame } from './components/sign-in-frame';
import { SignInWindow } from './components/sign-in-window';
import { SIGN_IN_IN_WINDOW } from '../config/env';
import { panelMessages as text } from './messages';
import { useOpenEmail } from './use-open-email';

const client = createQuorumClient();

type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; session: StoredSession };

export function App() {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  const email = useOpenEmail();

  useEffect(() => {
    void tokenStore
      .readSession()
      .then((stored) =>
        setSession(stored ? { status: 'signed-in', session: stored } : { status: 'signed-out' }),
      );
  }, []);

  const signedIn = useCallback(
    (stored: StoredSession) => setSession({ status: 'signed-in', session: stored }),
    [],
  );
  const signedOut = useCallback(() => setSession({ status: 'signed-out' }), []);
  const signOut = useCallback(() => {
    void client.signOut().finally(signedOut);
  }, [signedOut]);

  if (session.status === 'loading' || email === undefined) {
    return (
      <main className="panel">
        <p className="status" role="status">
          {text.loading}
        </p>
      </main>
    );
  }
  if (session.status === 'signed-out') {
    return (
      <main className="panel">
        {SIGN_IN_IN_WINDOW ? (
          <SignInWindow client={client} mailbox={email?.mailbox ?? null} onSignedIn={signedIn} />
        ) : (
          <SignInFrame client={client} mailbox={email?.mailbox ?? null} onSignedIn={signedIn} />
        )}
      </main>
    );
  }
  return (
    <main className="panel">
      <PanelHeader companyName={session.session.company.name} onSignOut={signOut} />
      <EmailAnswers client={client} email={email} onSignedOut={signedOut} />
    </main>
  );
}
