// Dates and sizes as the investor page writes them: Australian English, in Sydney's time (the
// ASX's), with the machine-readable instant beside in <time>.
import { html } from './html';

const ZONE = 'Australia/Sydney';
const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter a zone and style, made once (a formatter is costly to make). */
function formatter(kind: 'day' | 'moment', timeZone: string) {
  const key = `${kind}|${timeZone}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      'en-AU',
      kind === 'day'
        ? { dateStyle: 'long', timeZone }
        : {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZone,
            timeZoneName: 'short',
          },
    );
    formats.set(key, made);
  }
  return made;
}

export const dayOf = (iso: string, timeZone = ZONE) =>
  html`<time datetime="${iso}">${formatter('day', timeZone).format(new Date(iso))}</time>`;
export const momentOf = (iso: string, timeZone = ZONE) =>
  html`<time datetime="${iso}">${formatter('moment', timeZone).format(new Date(iso))}</time>`;

export function sizeOf(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function durationOf(seconds: number | null): string {
  if (seconds === null) return '';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const MEDIA_NAMES: Record<string, string> = {
  pdf: 'PDF',
  image: 'Image',
  video: 'Video',
  audio: 'Audio',
};

/** "PDF · 12 pages", "Video · 0:10": what an announcement carries, in a few words. */
export function mediaSummary(a: {
  media: string | null;
  attachmentTotalPages: number | null;
  attachmentDuration: number | null;
}): string {
  if (!a.media) return '';
  const name = MEDIA_NAMES[a.media] ?? 'File';
  if (a.media === 'pdf' && a.attachmentTotalPages)
    return `${name} · ${a.attachmentTotalPages} page${a.attachmentTotalPages === 1 ? '' : 's'}`;
  if ((a.media === 'video' || a.media === 'audio') && a.attachmentDuration)
    return `${name} · ${durationOf(a.attachmentDuration)}`;
  return name;
}

/** The first words of a body for a list: whole words, at most `max` characters. */
export function excerpt(body: string, max = 220): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(' ', max) > 0 ? flat.lastIndexOf(' ', max) : max)}…`;
}
