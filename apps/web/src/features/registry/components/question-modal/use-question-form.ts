import { zodResolver } from '@hookform/resolvers/zod';
import {
  registryQuestionSchema,
  type RegistryQuestionInput,
  type RegistryQuestionValues,
} from '@quorum/shared';
import { useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';

export interface QuestionText {
  question: string;
  response: string;
}

/**
 * The question and response fields, checked with the shared rule the server uses (spec §4): a
 * draft needs only a question, a saved question needs both. `dirty` compares what is typed with
 * what the form started from, so typing and undoing is not a change.
 */
export function useQuestionForm(initial: QuestionText = { question: '', response: '' }) {
  const form = useForm<RegistryQuestionInput, unknown, RegistryQuestionValues>({
    resolver: zodResolver(registryQuestionSchema),
    defaultValues: { ...initial, drafted: false },
  });
  const [question = '', response = ''] = useWatch({
    control: form.control,
    name: ['question', 'response'],
  });
  const { question: startQuestion = '', response: startResponse = '' } =
    form.formState.defaultValues ?? {};
  const dirty = question !== startQuestion || (response ?? '') !== (startResponse ?? '');

  /** Checks the fields as a draft or as a saved question; `onValid` gets the cleaned values. */
  const submit = useCallback(
    (drafted: boolean, onValid: (values: RegistryQuestionValues) => Promise<void>) => {
      form.setValue('drafted', drafted);
      return form.handleSubmit(onValid)();
    },
    [form],
  );

  /** Starts again from `text` (entering edit mode with the question as it is now). */
  const restart = useCallback(
    (text: QuestionText) => form.reset({ ...text, drafted: false }),
    [form],
  );

  return { form, dirty, question, response: response ?? '', submit, restart };
}

export type QuestionFormControls = ReturnType<typeof useQuestionForm>;
