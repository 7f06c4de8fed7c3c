// What the tests of an existing question share: its API with a lock, and the steps to edit it.
import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { graphQLError } from '@/testing/fake-graphql';
import { lockOf, me, text } from './question-modal-support';
import type { makeQuestion, renderQuestionModal } from './question-modal-support';

type Question = ReturnType<typeof makeQuestion>;

export const open = { kind: 'existing', id: 'question-1' } as const;

/**
 * The API for one question, keeping what is saved: its read, the lock (free unless `lockAnswer`
 * says otherwise) and edits.
 */
export function questionApi(
  start: Question,
  lockAnswer: (type: string) => ReturnType<typeof graphQLError> | null = () => null,
) {
  let question = start;
  return {
    GetQuestionRegistry: () => ({ data: { getQuestionRegistry: question } }),
    UpdateQuestionRegistryLockedTime: (variables: Record<string, unknown>) =>
      lockAnswer(String(variables.type)) ?? {
        data: {
          updateQuestionRegistryLockedTime: lockOf(variables.type === 'add' ? me : null),
        },
      },
    EditQuestionRegistry: (variables: Record<string, unknown>) => {
      const input = variables.input as Pick<Question, 'question' | 'response' | 'drafted'>;
      question = { ...question, ...input, lastUpdateBy: me, lockedBy: null };
      return {
        data: {
          editQuestionRegistry: {
            message: input.drafted ? text.savedAsDraft : text.updated,
            questionRegistry: question,
          },
        },
      };
    },
  };
}

export const lockCalls = (sent: (operation: string) => Record<string, unknown>[]) =>
  sent('UpdateQuestionRegistryLockedTime').map((variables) => variables.type);

export async function startEditing(user: ReturnType<typeof renderQuestionModal>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit question' });
}

/** One inactivity check passes (spec §9: every 90 s). */
export const aCheckPasses = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(90_000);
  });
