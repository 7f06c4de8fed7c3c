import { notifications } from '@mantine/notifications';
import { FREE_PLAN, messages } from '@quorum/shared';
import { useState, type Dispatch, type SetStateAction } from 'react';
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

/** The server's refusal of a question the free plan leaves read-only (after a downgrade). */
const isReadOnlyRefusal = (error: Error) =>
  error.message === messages.registry.readOnly(FREE_PLAN.registryQuestions);

type Lock = ReturnType<typeof useRegistryLock>;

/**
 * What the modal says about the drafting lock: someone else holds it, it was just let go, or (while
 * editing) it was lost. `holder` is someone else's lock as the cache knows it (kept live by the
 * lock subscription); `released` remembers that it was taken, to say so when it is let go.
 */
function useLockSituation(question: RegistryQuestion, lock: Lock, editing: boolean) {
  const me = useSession()?.user._id;
  const holder = question.lockedBy && question.lockedBy._id !== me ? question.lockedBy : null;
  // React's "previous value" pattern.
  const [shownHolder, setShownHolder] = useState(holder);
  const [released, setReleased] = useState(false);
  if ((holder?._id ?? null) !== (shownHolder?._id ?? null)) {
    setShownHolder(holder);
    setReleased(holder === null && !editing);
  }
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
  return { holder, situation, forgetRelease: () => setReleased(false) };
}

/** Star or unstar the question, and delete it (to the Deleted tab), from the view. */
function useQuestionChanges({
  question,
  mayStar,
  lock,
  setPrompt,
  onClose,
}: {
  question: RegistryQuestion;
  mayStar: boolean;
  lock: Lock;
  setPrompt: (prompt: ExistingQuestionPrompt | null) => void;
  onClose: () => void;
}) {
  const star = useUpdateQuestionRegistries();
  const remove = useUpdateQuestionRegistries();

  const toggleStar = () => {
    if (!mayStar) return setPrompt({ kind: 'upgrade', reason: 'star' });
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
          if (isApiError(error, 'PAYMENT_REQUIRED'))
            return setPrompt({ kind: 'upgrade', reason: 'readOnly' });
          setPrompt(null);
          notifications.show({ color: 'red', message: failureOf(error) });
        },
      },
    );

  return { toggleStar, deleteQuestion, starring: star.isPending, deleting: remove.isPending };
}

/**
 * Save and Save as draft from the edit form. The server releases the lock on a save; a lost lock,
 * a refusal of the plan or any other failure keeps the form open with the reason.
 */
function useQuestionSave({
  question,
  lock,
  form,
  setPrompt,
  setFailure,
  finish,
}: {
  question: RegistryQuestion;
  lock: Lock;
  form: ReturnType<typeof useQuestionForm>;
  setPrompt: Dispatch<SetStateAction<ExistingQuestionPrompt | null>>;
  setFailure: (failure: string | null) => void;
  finish: (then: Destination) => void;
}) {
  const edit = useEditQuestionRegistry();
  const [saving, setSaving] = useState<'save' | 'draft' | null>(null);
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
          setPrompt({ kind: 'upgrade', reason: isReadOnlyRefusal(error) ? 'readOnly' : 'drafts' });
        else setFailure(failureOf(error));
      }
    });
    setSaving(null);
    if (done) finish(then);
    // Refused or not valid: the unsaved prompt gives way, so the form's messages show.
    else setPrompt((open) => (open?.kind === 'unsaved' ? null : open));
  };
  return { saving, save };
}

/** What the buttons of the dialogs over the question do. */
function promptAnswers({
  setPrompt,
  lock,
  leave,
  finish,
  saveAndLeave,
}: {
  setPrompt: (prompt: ExistingQuestionPrompt | null) => void;
  lock: Lock;
  leave: (then: Destination) => void;
  finish: (then: Destination) => void;
  saveAndLeave: (then: Destination) => Promise<void>;
}) {
  /** The person is clearly still here: the lock is refreshed. */
  const keepEditing = () => {
    setPrompt(null);
    void lock.refresh();
  };
  return {
    closePrompt: () => setPrompt(null),
    /** Close without saving?: Close keeps editing, Don't save leaves, Save saves and leaves. */
    stay: keepEditing,
    discard: (then: Destination) => finish(then),
    saveBeforeLeaving: (then: Destination) => void saveAndLeave(then),
    /** Still there?: Yes goes on, No leaves the form. */
    continueEditing: keepEditing,
    stopEditing: () => {
      setPrompt(null);
      leave('view');
    },
  };
}

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
  const access = useRegistryAccess();
  const lock = useRegistryLock(question._id);
  const form = useQuestionForm();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [prompt, setPrompt] = useState<ExistingQuestionPrompt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Beyond the free plan's first questions after a downgrade: kept, shown, not changed.
  const readOnly = question.readOnly && !question.deleted;
  const editable = access.canEdit && !question.deleted && !readOnly;
  const editing = mode === 'edit';
  const { holder, situation, forgetRelease } = useLockSituation(question, lock, editing);
  const shared = { question, lock, setPrompt };
  const changes = useQuestionChanges({ ...shared, mayStar: access.mayStar, onClose });

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
    forgetRelease();
    if (!(await lock.take())) return;
    form.restart({ question: question.question, response: question.response });
    setMode('edit');
  };

  const { saving, save } = useQuestionSave({ ...shared, form, setFailure, finish });
  useInactivityCheck({
    enabled: editing && prompt === null && (lock.status === 'held' || lock.status === 'lost'),
    onActive: () => void lock.refresh(),
    onInactive: () => setPrompt({ kind: 'inactive' }),
  });

  return {
    access,
    editable,
    readOnly,
    mode,
    prompt,
    saving,
    failure: failure ?? lock.failure,
    situation,
    holder,
    lockStatus: lock.status,
    form,
    ...changes,
    startEditing,
    save,
    /** The question modal's close (X, breadcrumb, Escape); ignored while a dialog is open. */
    requestClose: () => {
      if (prompt === null) leave('close');
    },
    cancelEditing: () => leave('view'),
    askToDelete: () => setPrompt({ kind: 'delete' }),
    ...promptAnswers({
      setPrompt,
      lock,
      leave,
      finish,
      // A draft when the question is one or has no response.
      saveAndLeave: (then) => save(question.drafted || form.response.trim() === '', then),
    }),
  };
}

export type ExistingQuestionEditor = ReturnType<typeof useExistingQuestion>;
