import { useState } from 'react';
import type { OpenMessage } from '../../adapters/types';
import type { QuorumClient } from '../../api/client';
import { addEmailQuestion } from '../../api/operations';
import { QuorumError } from '../../api/quorum-error';
import { panelMessages as text } from '../messages';

interface Props {
  readonly client: QuorumClient;
  readonly email: OpenMessage;
  readonly onSignedOut: () => void;
}

type State = { status: 'idle' | 'adding' | 'added' } | { status: 'failed'; message: string };

/** Puts the open email on Quorum's question board. */
export function AddQuestion({ client, email, onSignedOut }: Props) {
  const [state, setState] = useState<State>({ status: 'idle' });

  const add = async () => {
    setState({ status: 'adding' });
    try {
      await addEmailQuestion(client, {
        fromEmail: email.sender.email,
        fromName: email.sender.name,
        subject: email.subject,
        body: email.bodyText,
        threadId: email.threadId,
        messageId: email.messageId,
      });
      setState({ status: 'added' });
    } catch (error) {
      if (error instanceof QuorumError && error.code === 'SIGNED_OUT') return onSignedOut();
      const message =
        error instanceof QuorumError && error.code === 'FORBIDDEN'
          ? error.message
          : text.questionFailed;
      setState({ status: 'failed', message });
    }
  };

  return (
    <div className="add-question">
      <button
        type="button"
        className="secondary"
        onClick={() => void add()}
        disabled={state.status === 'adding' || state.status === 'added'}
      >
        {state.status === 'adding' ? text.addingQuestion : text.addQuestion}
      </button>
      <p className={state.status === 'failed' ? 'status error' : 'status'} role="status">
        {state.status === 'added' && text.questionAdded}
        {state.status === 'failed' && state.message}
      </p>
    </div>
  );
}
