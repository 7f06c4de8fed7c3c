import { useEffect, useState } from 'react';
import { BOARD_COLUMN_TITLES } from '@quorum/shared';
import type { BoardStatus } from '@quorum/shared';
import type { OpenMessage } from '../../adapters/types';
import type { QuorumClient } from '../../api/client';
import { addEmailQuestion, questionOfEmail } from '../../api/operations';
import { QuorumError } from '../../api/quorum-error';
import { panelMessages as text } from '../messages';

interface Props {
  readonly client: QuorumClient;
  readonly email: OpenMessage;
  readonly onSignedOut: () => void;
}

type State =
  | { status: 'idle' | 'adding' | 'added' }
  | { status: 'on-board'; column: BoardStatus }
  | { status: 'failed'; message: string };

/** Puts the open email on Quorum's question board, or says where it stands there already. */
export function AddQuestion({ client, email, onSignedOut }: Props) {
  const [state, setState] = useState<State>({ status: 'idle' });

  useEffect(() => {
    if (!email.messageId) return undefined;
    let current = true;
    questionOfEmail(client, email.messageId)
      .then((question) => {
        if (current && question) setState({ status: 'on-board', column: question.boardStatus });
      })
      // Not knowing leaves the button: adding the same message again gives the same question.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, email.messageId]);

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
        disabled={state.status !== 'idle' && state.status !== 'failed'}
      >
        {state.status === 'adding' ? text.addingQuestion : text.addQuestion}
      </button>
      <p className={state.status === 'failed' ? 'status error' : 'status'} role="status">
        {state.status === 'added' && text.questionAdded}
        {state.status === 'on-board' && text.onBoard(BOARD_COLUMN_TITLES[state.column])}
        {state.status === 'failed' && state.message}
      </p>
    </div>
  );
}
