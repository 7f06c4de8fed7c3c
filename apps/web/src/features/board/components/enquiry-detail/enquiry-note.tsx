import { Alert, Button, Center, Group, Loader, Stack, Switch, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { enquiryNoteSchema, messages } from '@quorum/shared';
import { useState } from 'react';
import { useSession } from '@/lib/session';
import { useCreateUpdateEnquiryNotes } from '../../api/create-update-enquiry-notes';
import { useNote, type EnquiryNote as Note } from '../../api/get-note';
import { useLockUnlockNotes } from '../../api/lock-unlock-notes';
import { NoteEditHistory } from './note-edit-history';

const text = messages.board;

/**
 * The question's internal note, seen only by the team (spec §4 Notes). Whoever locks it is the
 * only one who may change it until they unlock it; for everyone else it reads only, naming them.
 */
export function EnquiryNote({ enquiryId, canEdit }: { enquiryId: string; canEdit: boolean }) {
  const note = useNote(enquiryId);
  if (note.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading the note" />
      </Center>
    );
  if (note.isError)
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{note.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => void note.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  return <NoteEditor enquiryId={enquiryId} note={note.data} canEdit={canEdit} />;
}

function NoteEditor({
  enquiryId,
  note,
  canEdit,
}: {
  enquiryId: string;
  note: Note | null;
  canEdit: boolean;
}) {
  const me = useSession()?.user._id;
  const save = useCreateUpdateEnquiryNotes(enquiryId);
  const lock = useLockUnlockNotes(enquiryId);
  const saved = note?.description ?? '';
  const [description, setDescription] = useState(saved);
  const [base, setBase] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  // Someone saved the note (here or elsewhere): follow it unless this member has changed the text.
  if (saved !== base) {
    setBase(saved);
    if (description === base) setDescription(saved);
  }
  const holder = note?.locked ? note.lockedBy : null;
  const lockedByOther = holder !== null && holder !== undefined && holder._id !== me;
  const readOnly = !canEdit || lockedByOther;

  const submit = () => {
    const parsed = enquiryNoteSchema.safeParse({ description });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    save.mutate(parsed.data.description, {
      onSuccess: () => notifications.show({ message: text.noteSaved }),
      onError: (failure) => setError(failure.message),
    });
  };

  const toggleLock = (locked: boolean) =>
    lock.mutate(locked, {
      onSuccess: () =>
        notifications.show({ message: locked ? text.noteLockedToast : text.noteUnlockedToast }),
      onError: (failure) => notifications.show({ color: 'red', message: failure.message }),
    });

  return (
    <Stack gap="xs">
      {lockedByOther ? (
        <Alert
          color="yellow"
          variant="light"
          p="xs"
          icon={<IconLock size={18} aria-hidden />}
          role="status"
        >
          {text.noteLocked(`${holder.firstName} ${holder.lastName}`)}
        </Alert>
      ) : null}
      <Textarea
        label="Internal note"
        description="Only your team sees this note."
        autosize
        minRows={3}
        maxRows={12}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        readOnly={readOnly}
        error={error}
      />
      {canEdit ? (
        <Group justify="space-between" gap="xs">
          <Switch
            label="Lock note"
            checked={note?.locked ?? false}
            disabled={lockedByOther || lock.isPending}
            onChange={(event) => toggleLock(event.currentTarget.checked)}
          />
          <Button
            size="xs"
            onClick={submit}
            loading={save.isPending}
            disabled={readOnly || description === saved}
          >
            Save note
          </Button>
        </Group>
      ) : null}
      <NoteEditHistory edits={note?.editedTexts ?? []} />
    </Stack>
  );
}
