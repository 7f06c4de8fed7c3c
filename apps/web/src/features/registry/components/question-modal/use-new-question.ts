import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '@/lib/graphql';
import { useAddQuestionRegistry } from '../../api/add-question-registry';
import { useAddMonthlyPrompt } from '../../monthly-prompts/add-monthly-prompt';
import { useRegistryAccess } from '../../hooks/use-registry-access';
import type { UpgradeReason } from '../../hooks/use-registry-dialogs';
import { useQuestionForm, type QuestionText } from './use-question-form';

export type NewQuestionPrompt = { kind: 'unsaved' } | { kind: 'upgrade'; reason: UpgradeReason };

/**
 * The add form (spec §2): Save needs question and response, Save as draft only the question;
 * the star is Premium's. On Freemium at the limit the server answers PAYMENT_REQUIRED, which
 * opens the upgrade prompt over the form, keeping what was typed.
 */
export function useNewQuestion({
  onClose,
  prefill,
  enquiryId,
  monthlyPromptId,
}: {
  onClose: () => void;
  prefill?: QuestionText;
  enquiryId?: string;
  /** The question came from a monthly prompt: saved through it, so the prompt counts the copy. */
  monthlyPromptId?: string;
}) {
  const access = useRegistryAccess();
  const form = useQuestionForm(prefill);
  const add = useAddQuestionRegistry();
  const addFromPrompt = useAddMonthlyPrompt();
  const [starred, setStarred] = useState(false);
  const [prompt, setPrompt] = useState<NewQuestionPrompt | null>(null);
  const [saving, setSaving] = useState<'save' | 'draft' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (drafted: boolean) => {
    setSaving(drafted ? 'draft' : 'save');
    setFailure(null);
    let done = false;
    await form.submit(drafted, async (values) => {
      try {
        const result = monthlyPromptId
          ? await addFromPrompt.mutateAsync({
              ...values,
              starred,
              monthlyQuestionPromptId: monthlyPromptId,
            })
          : await add.mutateAsync({
              ...values,
              starred,
              ...(enquiryId ? { enquiryId } : {}),
            });
        done = true;
        notifications.show({ message: result.message });
      } catch (error) {
        if (isApiError(error, 'PAYMENT_REQUIRED'))
          setPrompt({ kind: 'upgrade', reason: 'moreThanThree' });
        else setFailure((error as Error).message);
      }
    });
    setSaving(null);
    // Saved, or refused or not valid: the unsaved prompt gives way (to the form's messages).
    setPrompt((open) => (open?.kind === 'unsaved' ? null : open));
    if (done) onClose();
  };

  return {
    access,
    form,
    starred,
    prompt,
    saving,
    failure,
    save,
    /** The modal's close (X, breadcrumb, Escape); ignored while a dialog is open. */
    requestClose: () => {
      if (prompt !== null) return;
      if (form.dirty) setPrompt({ kind: 'unsaved' });
      else onClose();
    },
    toggleStar: () =>
      access.mayStar ? setStarred((on) => !on) : setPrompt({ kind: 'upgrade', reason: 'star' }),
    closePrompt: () => setPrompt(null),
    /** Save from 'Close without saving?': a draft when there is no response yet. */
    saveBeforeLeaving: () => void save(form.response.trim() === ''),
  };
}
