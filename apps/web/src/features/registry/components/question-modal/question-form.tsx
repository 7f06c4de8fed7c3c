import { Button, Stack, Text, Textarea } from '@mantine/core';
import { REGISTRY } from '@quorum/shared';
import { useEffect, type ReactNode } from 'react';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import type { QuestionFormControls } from './use-question-form';

/** "12/1000" under a field, red once over the limit (the limit's message says why on save). */
function Counter({ length, max }: { length: number; max: number }) {
  return (
    <Text component="span" size="xs" c={length > max ? 'red' : 'dimmed'}>
      {length}/{max}
    </Text>
  );
}

const counterStyles = { description: { textAlign: 'right' as const } };

/**
 * The add and edit form: question and response with counters against the shared limits, Save
 * (needs both) and Save as draft (needs only the question). Nothing is capped while typing, so a
 * pasted answer is never cut short silently; the limit's message says what to shorten.
 */
export function QuestionForm({
  controls,
  saving,
  failure,
  notice,
  onSave,
  onSaveDraft,
  onCancel,
}: {
  controls: QuestionFormControls;
  saving: 'save' | 'draft' | null;
  failure?: string | null;
  /** A lock warning or similar, shown above the fields. */
  notice?: ReactNode;
  onSave: () => void;
  onSaveDraft: () => void;
  /** Back to the question without editing (edit mode only). */
  onCancel?: () => void;
}) {
  const {
    form: {
      register,
      setFocus,
      formState: { errors },
    },
    question,
    response,
  } = controls;
  // Switching from the view to the form removes the Edit button that had focus: the question
  // field takes it, so keyboard and screen reader users land where they can type.
  useEffect(() => setFocus('question'), [setFocus]);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Stack gap="md">
        {notice}
        <Textarea
          label="Question"
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          data-autofocus
          {...register('question')}
          error={errors.question?.message}
          description={<Counter length={question.length} max={REGISTRY.questionMaxLength} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={counterStyles}
        />
        <Textarea
          label="Response"
          autosize
          minRows={5}
          maxRows={14}
          {...register('response')}
          error={errors.response?.message}
          description={<Counter length={response.length} max={REGISTRY.responseMaxLength} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={counterStyles}
        />
        <FormError message={failure} />
        {/* Cancel is quieter than Save as draft here, so it comes as one of the further buttons. */}
        <ModalActions
          confirmLabel="Save"
          confirming={saving === 'save'}
          confirmDisabled={saving === 'draft'}
        >
          {onCancel ? (
            <Button variant="subtle" color="gray" onClick={onCancel} disabled={saving !== null}>
              Cancel
            </Button>
          ) : null}
          <Button
            variant="default"
            onClick={onSaveDraft}
            loading={saving === 'draft'}
            disabled={saving === 'save'}
          >
            Save as draft
          </Button>
        </ModalActions>
      </Stack>
    </form>
  );
}
