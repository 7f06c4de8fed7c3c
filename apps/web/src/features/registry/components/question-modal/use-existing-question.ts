import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '@/lib/graphql';
import { useSession } from '@/lib/session';
import { useEditQuestionRegistry } from '../../api/edit-question-registry';
import type { RegistryQuestion } from '../../api/get-question-registry';
import { useUpdateQuestionRegistries } from '../../api/update-question-registries';
import { useInactivityCheck } from '../../hooks/use-inactivity-check';
import { useRegistryAccess } from '../../hooks/use-registry-access';
import type { UpgradeReason } from '../../hooks/use-registry-dialogs';
import { useRegistryLock } from '../../hooks/use-registry-lock';
import type { LockSituation } from './lock-notice';
import { useQuestionForm } from './use-question-form';

/** Where leaving the edit form goes: back to the question, or out of the modal. */
type Destination = 'view' | 'close';

/** The one dialog over the question at a time. */
export type ExistingQuestionPrompt =
  | { kind: 'unsaved'; then: Destination }
  | { kind: 'inactive' }
  | { kind: 'delete' }
  | { kind: 'upgrade'; reason: UpgradeReason };

const failureOf = (error: unknown) => (error as Error).message;

/**
 * An existing question in the modal (spec §2 "view or edit", §4 "Registry lock"): it opens
 * read-only; Edit takes the lock, or shows who holds it; while editing, activity refreshes the
 * lock every check and inactivity asks whether to go on; saving (which releases the lock on the
 * server) returns to the view. Every way out of the form asks first when something is unsaved.
 */
export function useExistingQuestion({
  question,
  onClose,
}: {
  question: RegistryQuestion;
  onClose: () => void;
}) {
  const me = useSession()?.user._id;
  const access = useRegistryAccess();
  const lock = useRegistryLock(question._id);
  const form = useQuestionForm();
  const edit = useEditQuestionRegistry();
  const star = useUpdateQuestionRegistries();
  const remove = useUpdateQuestionRegistries();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [prompt, setPrompt] = useState<ExistingQuestionPrompt | null>(null);
  const [saving, setSaving] = useState<'save' | 'draft' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // Someone else's lock, as the cache knows it (kept live by the lock subscription).
  const holder = question.lockedBy && question.lockedBy._id !== me ? question.lockedBy : null;
  // Remember that it was taken, to say so when it is let go (React's "previous value" pattern).
  const [shownHolder, setShownHolder] = useState(holder);
  const [released, setReleased] = useState(false);
  if ((holder?._id ?? null) !== (shownHolder?._id ?? null)) {
    setShownHolder(holder);
    setReleased(holder === null && mode === 'view');
  }

  const editable = access.canEdit && !question.deleted;
  const editing = mode === 'edit';

  const situation: LockSituation | null = editing
    ? lock.status === 'lost' || holder
      ? { kind: 'lost', holder }
      : null
    : holder
      ? { kind: 'taken', holder }
      : released
        ? { kind: 'released' }
        : lock.status === 'refused'
          ? { kind: 'taken', holder: null }
          : null;

  const finish = (then: Destination) => {
    lock.release();
    setPrompt(null);
    setFailure(null);
    setMode('view');
    if (then === 'close') onClose();
  };

  /** Leaves the form (or the modal); unsaved text is never dropped without asking. */
  const leave = (then: Destination) => {
    if (editing && form.dirty) setPrompt({ kind: 'unsaved', then });
    else finish(then);
  };

  const startEditing = async () => {
    setFailure(null);
    setReleased(false);
    if (!(await lock.take())) return;
    form.restart({ question: question.question, response: question.response });
    setMode('edit');
  };

  const save = async (drafted: boolean, then: Destination = 'view') => {
    setSaving(drafted ? 'draft' : 'save');
    setFailure(null);
    let done = false;
    await form.submit(drafted, async (values) => {
      try {
        const result = await edit.mutateAsync({ questionRegistryId: question._id, ...values });
        done = true;
        lock.markReleased();
        notifications.show({ message: result.message });
      } catch (error) {
        if (isApiError(error, 'CONFLICT')) lock.markLost();
        else if (isApiError(error, 'PAYMENT_REQUIRED'))
          setPrompt({ kind: 'upgrade', reason: 'drafts' });
        else setFailure(failureOf(error));
      }
    });
    setSaving(null);
    if (done) finish(then);
    // Refused or not valid: the unsaved prompt gives way, so the form's messages show.
    else setPrompt((open) => (open?.kind === 'unsaved' ? null : open));
  };

  const toggleStar = () => {
    if (!access.mayStar) return setPrompt({ kind: 'upgrade', reason: 'star' });
    star.mutate(
      { status: question.starred ? 'unstarred' : 'starred', questionRegistryIds: [question._id] },
      {
        onSuccess: ({ message }) => notifications.show({ message }),
        onError: (error) =>
          isApiError(error, 'PAYMENT_REQUIRED')
            ? setPrompt({ kind: 'upgrade', reason: 'star' })
            : notifications.show({ color: 'red', message: failureOf(error) }),
      },
    );
  };

  const deleteQuestion = () =>
    remove.mutate(
      { status: 'deleted', questionRegistryIds: [question._id] },
      {
        onSuccess: ({ message }) => {
          // Deleting releases any lock on the server.
          lock.markReleased();
          notifications.show({ message });
          setPrompt(null);
          onClose();
        },
        onError: (error) => {
          setPrompt(null);
          notifications.show({ color: 'red', message: failureOf(error) });
        },
      },
    );

  useInactivityCheck({
    enabled: editing && prompt === null && (lock.status === 'held' || lock.status === 'lost'),
    onActive: () => void lock.refresh(),
    onInactive: () => setPrompt({ kind: 'inactive' }),
  });

  return {
    access,
    editable,
    mode,
    prompt,
    saving,
    failure: failure ?? lock.failure,
    situation,
    holder,
    lockStatus: lock.status,
    form,
    starring: star.isPending,
    deleting: remove.isPending,
    startEditing,
    save,
    /** The question modal's close (X, breadcrumb, Escape); ignored while a dialog is open. */
    requestClose: () => {
      if (prompt === null) leave('close');
    },
    cancelEditing: () => leave('view'),
    toggleStar,
    askToDelete: () => setPrompt({ kind: 'delete' }),
    deleteQuestion,
    closePrompt: () => setPrompt(null),
    /** Close without saving: Close keeps editing, and the person is clearly still here. */
    stay: () => {
      setPrompt(null);
      void lock.refresh();
    },
    discard: (then: Destination) => finish(then),
    /** Save from 'Close without saving?': a draft when the question is one or has no response. */
    saveBeforeLeaving: (then: Destination) =>
      void save(question.drafted || form.response.trim() === '', then),
    continueEditing: () => {
      setPrompt(null);
      void lock.refresh();
    },
    stopEditing: () => {
      setPrompt(null);
      leave('view');
    },
  };
}

export type ExistingQuestionEditor = ReturnType<typeof useExistingQuestion>;
