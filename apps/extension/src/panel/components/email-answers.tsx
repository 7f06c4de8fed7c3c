import { useEffect, useState } from 'react';
import type { ReadResult } from '../../adapters/types';
import type { QuorumClient } from '../../api/client';
import { suggestedAnswers, type SuggestedAnswer } from '../../api/operations';
import { QuorumError } from '../../api/quorum-error';
import { panelMessages as text } from '../messages';
import { AddQuestion } from './add-question';
import { AnswerCard } from './answer-card';

interface Props {
  readonly client: QuorumClient;
  /** The active tab's email; `null` when the tab is not a mail client we read. */
  readonly email: ReadResult | null;
  readonly onSignedOut: () => void;
}

type Answers =
  | { status: 'loading' }
  | { status: 'ready'; answers: SuggestedAnswer[] }
  | { status: 'failed'; message: string };

/** What the panel searches with: the email, or the user's selection when the email was unreadable. */
function searchFor(email: ReadResult | null): { subject: string; body: string } | null {
  if (!email) return null;
  if (email.kind === 'message') return { subject: email.subject, body: email.bodyText };
  return email.selectionText ? { subject: '', body: email.selectionText } : null;
}

export function EmailAnswers({ client, email, onSignedOut }: Props) {
  const search = searchFor(email);
  const searchKey = search ? `${search.subject}\u0000${search.body}` : null;
  const [attempt, setAttempt] = useState(0);
  // Each result remembers the search it answers, so a new email shows "loading" without an effect
  // having to reset anything.
  const requestKey = searchKey === null ? null : `${attempt}\u0000${searchKey}`;
  const [result, setResult] = useState<{ key: string; answers: Answers } | null>(null);
  const answers: Answers =
    result && result.key === requestKey ? result.answers : { status: 'loading' };

  useEffect(() => {
    if (requestKey === null) return undefined;
    const [, subject = '', ...rest] = requestKey.split('\u0000');
    let current = true;
    const settle = (settled: Answers) =>
      current && setResult({ key: requestKey, answers: settled });
    suggestedAnswers(client, { subject, body: rest.join('\u0000') })
      .then((found) => settle({ status: 'ready', answers: found }))
      .catch((error: unknown) => {
        if (error instanceof QuorumError && error.code === 'SIGNED_OUT') return onSignedOut();
        const message =
          error instanceof QuorumError && error.code === 'FORBIDDEN'
            ? error.message
            : text.unavailable;
        settle({ status: 'failed', message });
      });
    return () => {
      current = false;
    };
  }, [client, requestKey, onSignedOut]);

  if (!search) {
    const unreadable = email?.kind === 'miss' && email.reason === 'unreadable';
    return <p className="empty">{unreadable ? text.unreadable : text.noEmail}</p>;
  }
  const message = email?.kind === 'message' ? email : null;

  return (
    <section aria-labelledby="answers-title" aria-busy={answers.status === 'loading'}>
      <h2 id="answers-title">{text.answersHeading}</h2>
      {message && <p className="email-subject">{message.subject}</p>}
      {answers.status === 'loading' && (
        <p className="status" role="status">
          {text.loading}
        </p>
      )}
      {answers.status === 'failed' && (
        <div className="error" role="alert">
          <p>{answers.message}</p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            {text.retry}
          </button>
        </div>
      )}
      {answers.status === 'ready' && answers.answers.length === 0 && (
        <p className="empty">{text.noMatches}</p>
      )}
      {answers.status === 'ready' && answers.answers.length > 0 && (
        <ol className="answers">
          {answers.answers.map((answer) => (
            <AnswerCard key={answer.id} answer={answer} canInsert={message !== null} />
          ))}
        </ol>
      )}
      {message && (
        <AddQuestion
          key={`${message.messageId}|${message.subject}`}
          client={client}
          email={message}
          onSignedOut={onSignedOut}
        />
      )}
    </section>
  );
}
