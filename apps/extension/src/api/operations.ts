import { EXTENSION_LIMITS } from '@quorum/shared';
import type { BoardStatus } from '@quorum/shared';
import type { QuorumClient } from './client';

/** The most answers the panel shows: a short list to choose from, best first. */
export const ANSWER_LIMIT = 5;
/**
 * An email's text sent for matching, at most, as the server takes it: a long thread's quoted
 * history adds cost, not meaning.
 */
const MAX_BODY_LENGTH = EXTENSION_LIMITS.maxEmailBodyLength;
const MAX_SUBJECT_LENGTH = EXTENSION_LIMITS.maxSubjectLength;

export interface SuggestedAnswer {
  readonly id: string;
  readonly question: string;
  readonly response: string;
  /** 0..1, best first. */
  readonly score: number;
}

const EXTENSION_ANSWERS = /* GraphQL */ `
  query ExtensionAnswers($subject: String!, $body: String!, $limit: Int) {
    extensionSuggestedAnswers(subject: $subject, body: $body, limit: $limit) {
      id
      question
      response
      score
    }
  }
`;

export async function suggestedAnswers(
  client: QuorumClient,
  email: { subject: string; body: string },
): Promise<SuggestedAnswer[]> {
  const data = await client.request<{ extensionSuggestedAnswers: SuggestedAnswer[] }>(
    EXTENSION_ANSWERS,
    {
      subject: email.subject.slice(0, MAX_SUBJECT_LENGTH),
      body: email.body.slice(0, MAX_BODY_LENGTH),
      limit: ANSWER_LIMIT,
    },
  );
  return data.extensionSuggestedAnswers;
}

export interface AddEmailQuestionInput {
  readonly fromEmail: string;
  readonly fromName: string;
  readonly subject: string;
  readonly body: string;
  readonly threadId: string | null;
  readonly messageId: string | null;
}

const ADD_EMAIL_QUESTION = /* GraphQL */ `
  mutation AddEmailQuestion($input: AddEmailQuestionInput!) {
    addEmailQuestion(input: $input) {
      id
    }
  }
`;

export async function addEmailQuestion(
  client: QuorumClient,
  input: AddEmailQuestionInput,
): Promise<{ id: string }> {
  const data = await client.request<{ addEmailQuestion: { id: string } }>(ADD_EMAIL_QUESTION, {
    input: {
      ...input,
      subject: input.subject.slice(0, MAX_SUBJECT_LENGTH),
      body: input.body.slice(0, MAX_BODY_LENGTH),
    },
  });
  return data.addEmailQuestion;
}

const EMAIL_ON_BOARD = /* GraphQL */ `
  query EmailOnBoard($messageId: String) {
    getAuthorizedUsersAndQuestion(messageId: $messageId) {
      question {
        id
        boardStatus
      }
    }
  }
`;

/** The question this email (by the mail client's message id) already is, with its column; or null. */
export async function questionOfEmail(
  client: QuorumClient,
  messageId: string,
): Promise<{ id: string; boardStatus: BoardStatus } | null> {
  const data = await client.request<{
    getAuthorizedUsersAndQuestion: { question: { id: string; boardStatus: BoardStatus } | null };
  }>(EMAIL_ON_BOARD, { messageId });
  return data.getAuthorizedUsersAndQuestion.question;
}
