import { useEffect, useRef, useState } from 'react';
import { messages } from '@quorum/shared';
import { uploadEnquiryAudio } from '../../api/upload-enquiry-file';
import type { StoredFile } from './use-reply-attachments';

export type VoiceReplyState =
  | { kind: 'idle' }
  | { kind: 'recording' }
  | { kind: 'uploading'; url: string }
  | { kind: 'ready'; key: string; url: string };

/** Whether this browser can record: the button is hidden where it cannot. */
export const canRecordVoice = () =>
  typeof window !== 'undefined' &&
  typeof window.MediaRecorder !== 'undefined' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function';

/** A name whose ending matches what the browser recorded (WebM in Chromium and Firefox, MP4 in Safari). */
const recordingName = (mimeType: string) =>
  mimeType.includes('mp4')
    ? 'voice-reply.m4a'
    : mimeType.includes('ogg')
      ? 'voice-reply.ogg'
      : 'voice-reply.webm';

/**
 * The voice reply: record, stop (the recording is uploaded at once to POST /files/enquiry-audio so
 * a refusal shows before sending), listen, discard. The microphone is released as soon as the
 * recording stops, or when the composer goes away.
 */
export function useVoiceReply() {
  const [state, setState] = useState<VoiceReplyState>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const localUrl = useRef<string | null>(null);
  const closed = useRef(false);

  const release = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  const forgetLocalUrl = () => {
    if (localUrl.current) URL.revokeObjectURL(localUrl.current);
    localUrl.current = null;
  };

  useEffect(() => {
    closed.current = false;
    return () => {
      closed.current = true;
      if (recorder.current?.state === 'recording') recorder.current.stop();
      release();
      forgetLocalUrl();
    };
  }, []);

  const start = async () => {
    setError(null);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setError(messages.board.microphoneUnavailable);
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream.current);
    media.addEventListener('dataavailable', (event) => chunks.push(event.data));
    media.addEventListener('stop', () => {
      release();
      // The composer went away mid-recording: nothing to keep.
      if (closed.current) return;
      const recording = new Blob(chunks, { type: media.mimeType });
      forgetLocalUrl();
      const url = URL.createObjectURL(recording);
      localUrl.current = url;
      setState({ kind: 'uploading', url });
      uploadEnquiryAudio(recording, recordingName(media.mimeType)).then(
        ({ key }) => setState({ kind: 'ready', key, url }),
        (failure: Error) => {
          setError(failure.message || messages.board.voiceReplyFailed);
          setState({ kind: 'idle' });
        },
      );
    });
    recorder.current = media;
    media.start();
    setState({ kind: 'recording' });
  };

  return {
    state,
    error,
    supported: canRecordVoice(),
    /** The stored recording's key, what the reply is sent with. */
    key: state.kind === 'ready' ? state.key : null,
    start: () => void start(),
    stop: () => recorder.current?.stop(),
    discard: () => {
      forgetLocalUrl();
      setError(null);
      setState({ kind: 'idle' });
    },
    /** Starts from a saved draft's recording. */
    restore: (file: StoredFile | null) => {
      forgetLocalUrl();
      setState(file ? { kind: 'ready', key: file.key, url: file.url } : { kind: 'idle' });
    },
  };
}

export type VoiceReply = ReturnType<typeof useVoiceReply>;
