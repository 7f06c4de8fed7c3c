import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { messages, type AnnouncementStatus } from '@quorum/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import { AttachmentField, type AttachmentChoice } from './attachment-field';
import {
  editorSchema,
  initialValues,
  keptEndsAt,
  type EditorTarget,
  type EditorValues,
  type ParsedEditorValues,
} from './editor-values';
import { PollFields } from './poll-fields';

const text = messages.announcementScreens;

const keptAttachment = (target: EditorTarget): AttachmentChoice => {
  const announcement = target.kind === 'edit' ? target.announcement : null;
  return announcement?.attachment
    ? {
        kind: 'kept',
        name: announcement.attachmentName ?? announcement.title,
        type: announcement.attachmentType ?? '',
        sizeBytes: announcement.attachmentSize ?? null,
      }
    : { kind: 'none' };
};

/**
 * The editor's fields: a title, the text, one attachment and the poll; a poll standing alone
 * is only its poll (its question is its title). A draft or a new one saves as a draft or
 * publishes; a published one saves its changes and stays published.
 */
export function AnnouncementEditorForm({
  target,
  saving,
  error,
  onSave,
  onCancel,
}: {
  target: EditorTarget;
  saving: boolean;
  error: string | null;
  onSave: (
    values: ParsedEditorValues,
    attachment: AttachmentChoice,
    status: AnnouncementStatus,
  ) => void;
  onCancel: () => void;
}) {
  const announcement = target.kind === 'edit' ? target.announcement : null;
  const standingPoll = target.kind === 'poll' || announcement?.announcementType === 'poll';
  const [attachment, setAttachment] = useState<AttachmentChoice>(() => keptAttachment(target));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [status, setStatus] = useState<AnnouncementStatus>('draft');
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<EditorValues, unknown, ParsedEditorValues>({
    resolver: zodResolver(editorSchema(standingPoll ? 'poll' : 'announcement', keptEndsAt(target))),
    defaultValues: initialValues(target),
  });
  const withPoll = useWatch({ control, name: 'withPoll' });
  const published = announcement?.status === 'published';
  const optionsLocked = (announcement?.poll?.totalVotes ?? 0) > 0;

  const submitAs = (intent: AnnouncementStatus) =>
    handleSubmit((values) => {
      setStatus(intent);
      onSave(values, attachment, intent);
    });

  return (
    <form noValidate onSubmit={submitAs(published ? 'published' : 'draft')}>
      <Stack gap="md">
        {standingPoll ? null : (
          <>
            <TextInput
              label={text.titleLabel}
              autoComplete="off"
              data-autofocus
              {...register('title')}
              error={errors.title?.message}
            />
            <Textarea
              label={text.bodyLabel}
              autosize
              minRows={5}
              maxRows={14}
              {...register('body')}
              error={errors.body?.message}
            />
            <AttachmentField
              choice={attachment}
              refusal={refusal}
              disabled={saving}
              onChoose={(choice) => {
                setRefusal(null);
                setAttachment(choice);
              }}
              onRefuse={setRefusal}
              onRemove={() => {
                setRefusal(null);
                setAttachment({ kind: 'none' });
              }}
            />
            <Switch
              label={text.addPoll}
              checked={withPoll}
              onChange={(event) => setValue('withPoll', event.currentTarget.checked)}
              disabled={optionsLocked}
            />
          </>
        )}
        {withPoll ? (
          <PollFields
            control={control}
            register={register}
            errors={errors.poll}
            optionsLocked={optionsLocked}
            disabled={saving}
          />
        ) : null}
        <FormError message={error ?? undefined} />
        <ModalActions onCancel={onCancel} stackOnPhone>
          {published ? (
            <Button type="submit" loading={saving}>
              {text.saveChanges}
            </Button>
          ) : (
            <>
              <Button
                type="submit"
                variant="default"
                loading={saving && status === 'draft'}
                disabled={saving && status !== 'draft'}
              >
                {text.saveDraft}
              </Button>
              <Button
                type="button"
                loading={saving && status === 'published'}
                disabled={saving && status !== 'published'}
                onClick={() => void submitAs('published')()}
              >
                {text.publish}
              </Button>
            </>
          )}
        </ModalActions>
      </Stack>
    </form>
  );
}
