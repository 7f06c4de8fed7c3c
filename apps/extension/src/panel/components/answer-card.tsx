import { useState } from 'react';
import type { SuggestedAnswer } from '../../api/operations';
import { askActiveTab } from '../../messaging/panel-side';
import { panelMessages as text } from '../messages';
import { toReplyAnswer } from '../reply-answer';

/** Enough of a response to recognise it; the whole answer goes into the reply. */
const EXCERPT_LENGTH = 220;

interface Props {
  readonly answer: SuggestedAnswer;
  /** False when the email could not be read: there is no reply box we know of to insert into. */
  readonly canInsert: boolean;
}

export function AnswerCard({ answer, canInsert }: Props) {
  const [status, setStatus] = useState<string | null>(null);
  const reply = toReplyAnswer(answer.response);
  const excerpt =
    reply.text.length > EXCERPT_LENGTH
      ? `${reply.text.slice(0, EXCERPT_LENGTH).trimEnd()}…`
      : reply.text;

  const insert = async () => {
    const result = await askActiveTab({ type: 'quorum:insert-reply', answer: reply });
    setStatus(result?.ok ? text.inserted : text.noReplyBox);
  };
  const copy = async () => {
    await navigator.clipboard.writeText(reply.text);
    setStatus(text.copied);
  };

  return (
    <li className="answer">
      <h3 className="question">{answer.question}</h3>
      <p className="score">{text.match(Math.round(answer.score * 100))}</p>
      <p className="excerpt">{excerpt}</p>
      <div className="actions">
        {canInsert && (
          <button type="button" onClick={() => void insert()}>
            {text.insert}
          </button>
        )}
        <button
          type="button"
          className={canInsert ? 'secondary' : undefined}
          onClick={() => void copy()}
        >
          {text.copy}
        </button>
      </div>
      <p className="status" role="status">
        {status}
      </p>
    </li>
  );
}
