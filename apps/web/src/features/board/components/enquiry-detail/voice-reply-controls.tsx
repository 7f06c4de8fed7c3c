import { Button, Group, Loader, Text } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled, IconTrash } from '@tabler/icons-react';
import type { VoiceReply } from './use-voice-reply';

/** Record a voice reply, stop, listen back and discard. Absent where the browser cannot record. */
export function VoiceReplyControls({ voice, disabled }: { voice: VoiceReply; disabled: boolean }) {
  const { state } = voice;
  if (!voice.supported && state.kind === 'idle') return null;
  return (
    <Group gap="xs" wrap="wrap">
      {state.kind === 'idle' && voice.supported ? (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconMicrophone size={16} aria-hidden />}
          onClick={voice.start}
          disabled={disabled}
        >
          Record voice reply
        </Button>
      ) : null}
      {state.kind === 'recording' ? (
        <>
          <Text size="sm" c="red.7" role="status">
            Recording…
          </Text>
          <Button
            color="red"
            size="xs"
            leftSection={<IconPlayerStopFilled size={14} aria-hidden />}
            onClick={voice.stop}
          >
            Stop recording
          </Button>
        </>
      ) : null}
      {state.kind === 'uploading' || state.kind === 'ready' ? (
        <>
          {/* The reply being recorded, played back to its author: nothing to caption. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the author's own recording */}
          <audio controls src={state.url} aria-label="Voice reply" style={{ height: 32 }} />
          {state.kind === 'uploading' ? (
            <Loader size="xs" aria-label="Uploading the recording" />
          ) : (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={voice.discard}
              disabled={disabled}
            >
              Discard recording
            </Button>
          )}
        </>
      ) : null}
      {voice.error ? (
        <Text size="xs" c="red.7" role="alert">
          {voice.error}
        </Text>
      ) : null}
    </Group>
  );
}
