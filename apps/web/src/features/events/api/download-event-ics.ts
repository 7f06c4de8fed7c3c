import { restRequest } from '@/lib/rest/rest-request';

/** Downloads one event's calendar file (GET /calendar/events/<id>.ics, with the session). */
export async function downloadEventIcs(eventId: string, title: string) {
  const text = await restRequest<string>(`/calendar/events/${eventId}.ics`, { as: 'text' });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event'}.ics`;
  link.click();
  // The click has started the download; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
