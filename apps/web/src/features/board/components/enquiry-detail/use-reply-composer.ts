import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import {
  enquiryReplySchema,
  messages,
  type EnquiryReplyInput,
  type EnquiryReplyValues,
} from '@quorum/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useAddEnquiryResponse } from '../../api/add-enquiry-response';
import type { EnquiryReply } from '../../api/get-enquiry-reply-list';
import {
  useReplyAttachments,
  type ReplyAttachments,
  type StoredFile,
} from './use-reply-attachments';
import { useVoiceReply } from './use-voice-reply';

const text = messages.board;
const EMPTY: EnquiryReplyInput = { content: '', attachments: [], audio: null, draft: false };

type ReplyForm = UseFormReturn<EnquiryReplyInput, unknown, EnquiryReplyValues>;

/** The company's saved draft fills the composer once, when the thread first loads. */
function useRestoredDraft({
  draft,
  form,
  attachments,
  voice,
}: {
  draft: EnquiryReply | null | undefined;
  form: ReplyForm;
  attachments: ReplyAttachments;
  voice: ReturnType<typeof useVoiceReply>;
}) {
  const restored = useRef(false);
  const { restore: restoreFiles } = attachments;
  const { restore: restoreVoice } = voice;
  useEffect(() => {
    if (draft === undefined || restored.current) return;
    restored.current = true;
    if (!draft) return;
    form.reset({ ...EMPTY, content: draft.content });
    restoreFiles(draft.attachments.map(asStored));
    restoreVoice(draft.audio ? asStored(draft.audio) : null);
  }, [draft, form, restoreFiles, restoreVoice]);
}

/** Puts an answer from the registry or a template into the reply, after what is typed. */
function useInsertText(form: ReplyForm) {
  return useCallback(
    (answer: string) => {
      const current = (form.getValues('content') ?? '').trimEnd();
      form.setValue('content', current ? `${current}\n\n${answer}` : answer, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
      form.setFocus('content');
    },
    [form],
  );
}

/**
 * The reply being written: its text (checked with the shared enquiryReplySchema, the server's
 * rule), attachments and voice recording; Save draft and Send reply. A guest's reply goes by
 * email, so sending one asks first (`pendingSend` holds it until confirmed). The company's saved
 * draft fills the composer when the thread first loads.
 */
export function useReplyComposer({
  enquiryId,
  draft,
  emailedTo,
}: {
  enquiryId: string;
  /** The saved draft, once the thread has loaded (undefined while loading, null when none). */
  draft: EnquiryReply | null | undefined;
  /** A guest's address: sending asks before emailing it. */
  emailedTo: string | null;
}) {
  const form = useForm<EnquiryReplyInput, unknown, EnquiryReplyValues>({
    resolver: zodResolver(enquiryReplySchema),
    defaultValues: EMPTY,
  });
  const attachments = useReplyAttachments();
  const voice = useVoiceReply();
  const addResponse = useAddEnquiryResponse(enquiryId);
  const [saving, setSaving] = useState<'send' | 'draft' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pendingSend, setPendingSend] = useState<EnquiryReplyValues | null>(null);

  useRestoredDraft({ draft, form, attachments, voice });

  const deliver = async (values: EnquiryReplyValues) => {
    setSaving(values.draft ? 'draft' : 'send');
    setFailure(null);
    try {
      await addResponse.mutateAsync(values);
      notifications.show({ message: values.draft ? text.draftSaved : text.replySent });
      if (!values.draft) {
        form.reset(EMPTY);
        attachments.clear();
        voice.discard();
      }
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSaving(null);
    }
  };

  const submit = (asDraft: boolean) => {
    form.setValue('attachments', attachments.keys);
    form.setValue('audio', voice.key);
    form.setValue('draft', asDraft);
    return form.handleSubmit(async (values) => {
      if (!values.draft && emailedTo) setPendingSend(values);
      else await deliver(values);
    })();
  };

  const insertText = useInsertText(form);

  return {
    /** The question being answered: the registry's suggestions are for it. */
    enquiryId,
    form,
    attachments,
    voice,
    saving,
    failure,
    emailedTo,
    /** When the saved draft was last saved, while there is one. */
    draftSavedAt: draft ? draft.updatedAt : null,
    busy: saving !== null || attachments.uploading || voice.state.kind === 'uploading',
    saveDraft: () => void submit(true),
    send: () => void submit(false),
    insertText,
    /** The guest confirmation: its reply, or null when none is waiting. */
    pendingSend,
    confirmSend: () => {
      const values = pendingSend;
      setPendingSend(null);
      if (values) void deliver(values);
    },
    cancelSend: () => setPendingSend(null),
  };
}

const asStored = (file: EnquiryReply['attachments'][number]): StoredFile => ({
  key: file.key,
  name: file.name,
  type: file.type,
  size: file.size,
  url: file.url,
});

export type ReplyComposerControls = ReturnType<typeof useReplyComposer>;
