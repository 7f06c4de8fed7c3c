import { describe, expect, it } from 'vitest';
import { eventAttendees, eventWhen } from './event-time';

const agm = (startTime: string, endTime: string) => ({
  startTime,
  endTime,
  timeZone: 'Australia/Perth',
  allDay: false,
});

describe('an event’s time on screen', () => {
  it('is told in Perth and Sydney time, 13:00 AEDT before April’s change and 12:00 AEST after', () => {
    expect(eventWhen(agm('2027-03-31T02:00:00Z', '2027-03-31T04:00:00Z'), 'Australia/Sydney')).toBe(
      'Wed, 31 Mar 2027, 10:00 AWST · 13:00 AEDT – 12:00 AWST · 15:00 AEDT',
    );
    expect(eventWhen(agm('2027-04-07T02:00:00Z', '2027-04-07T04:00:00Z'), 'Australia/Sydney')).toBe(
      'Wed, 7 Apr 2027, 10:00 AWST · 12:00 AEST – 12:00 AWST · 14:00 AEST',
    );
  });

  it('is told once when the viewer is in the event’s zone', () => {
    expect(eventWhen(agm('2027-04-07T02:00:00Z', '2027-04-07T04:00:00Z'), 'Australia/Perth')).toBe(
      'Wed, 7 Apr 2027, 10:00 AWST – 12:00 AWST',
    );
  });

  it('names an all-day event by its days in its own zone', () => {
    expect(
      eventWhen(
        { ...agm('2027-04-06T16:00:00Z', '2027-04-08T16:00:00Z'), allDay: true },
        'Australia/Sydney',
      ),
    ).toBe('Wed, 7 Apr 2027 – Thu, 8 Apr 2027 · all day');
  });

  it('names the attendees, or All team', () => {
    expect(eventAttendees({ allTeam: true, eventAttendies: [] })).toBe('All team');
    expect(
      eventAttendees({
        allTeam: false,
        eventAttendies: [{ _id: '1', firstName: 'Ada', lastName: 'Lovelace' }],
      }),
    ).toBe('Ada Lovelace');
  });
});
