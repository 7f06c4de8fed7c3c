const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment in the thread as people read it: "23 Nov 2026, 2:49 pm". */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
