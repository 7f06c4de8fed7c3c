import { canvasToJpeg, thumbnailCanvas } from './canvas-image';

/** Ours: the frame a second in (or a tenth of a short clip), past a black first frame. */
const FRAME_AT_SECONDS = 1;
/** A video the browser cannot decode gives no thumbnail rather than holding the upload up. */
const GIVE_UP_MS = 20_000;

/**
 * A frame of the video as a JPEG, drawn through a muted <video> and a canvas from a blob: address
 * (the page's policy allows blob: media). Null when the browser cannot play the file.
 */
export function videoThumbnail(file: Blob, signal: AbortSignal): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';

  return new Promise<Blob | null>((resolve) => {
    const finish = (image: Blob | null) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(image);
    };
    const stop = () => finish(null);
    const timer = setTimeout(stop, GIVE_UP_MS);
    signal.addEventListener('abort', stop, { once: true });
    video.addEventListener('error', stop, { once: true });
    video.addEventListener(
      'loadedmetadata',
      () => {
        const at = Number.isFinite(video.duration)
          ? Math.min(FRAME_AT_SECONDS, video.duration / 10)
          : 0;
        video.currentTime = at;
      },
      { once: true },
    );
    video.addEventListener(
      'seeked',
      () => {
        if (!video.videoWidth || !video.videoHeight) return finish(null);
        const { canvas } = thumbnailCanvas(video.videoWidth, video.videoHeight);
        canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
        void canvasToJpeg(canvas).then(finish, stop);
      },
      { once: true },
    );
    video.src = url;
  });
}
