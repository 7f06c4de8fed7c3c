import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  companyEventSchema,
  eventTimeLabel,
  parseWallTime,
  zonedTimeToInstant,
} from './events';
import { eventMessages } from './messages/events';

const at = (wall: string, zone: string) => zonedTimeToInstant(parseWallTime(wall)!, zone);

describe('event times', () => {
  it('read 10:00 in Perth as 02:00 UTC on any date, as Perth keeps no daylight saving', () => {
    expect(at('2027-01-15T10:00', 'Australia/Perth').toISOString()).toBe(
      '2027-01-15T02:00:00.000Z',
    );
    expect(at('2027-07-15T10:00', 'Australia/Perth').toISOString()).toBe(
      '2027-07-15T02:00:00.000Z',
    );
  });

  it('read 10:00 in Sydney as 23:00 UTC the day before in summer and 00:00 UTC in winter', () => {
    expect(at('2027-04-03T10:00', 'Australia/Sydney').toISOString()).toBe(
      '2027-04-02T23:00:00.000Z',
    );
    expect(at('2027-04-04T10:00', 'Australia/Sydney').toISOString()).toBe(
      '2027-04-04T00:00:00.000Z',
    );
  });

  it('carry a time the clocks skip (02:30 on 3 October 2027 in Sydney) forward to 03:30', () => {
    expect(at('2027-10-03T02:30', 'Australia/Sydney').toISOString()).toBe(
      '2027-10-02T16:30:00.000Z',
    );
  });

  it('read a time the clocks show twice (02:30 on 4 April 2027 in Sydney) as the first of the two', () => {
    expect(at('2027-04-04T02:30', 'Australia/Sydney').toISOString()).toBe(
      '2027-04-03T15:30:00.000Z',
    );
  });

  it('show an AGM at 10:00 Perth time as 13:00 AEDT before April’s change and 12:00 AEST after it', () => {
    const march = at('2027-03-31T10:00', 'Australia/Perth');
    const april = at('2027-04-07T10:00', 'Australia/Perth');
    expect(eventTimeLabel(march, 'Australia/Perth', 'Australia/Sydney')).toBe(
      '10:00 AWST · 13:00 AEDT',
    );
    expect(eventTimeLabel(april, 'Australia/Perth', 'Australia/Sydney')).toBe(
      '10:00 AWST · 12:00 AEST',
    );
    expect(eventTimeLabel(april, 'Australia/Perth', 'Australia/Perth')).toBe('10:00 AWST');
  });

  it('know IANA zones by their own spelling and refuse made-up ones', () => {
    expect(canonicalTimeZone('Australia/Perth')).toBe('Australia/Perth');
    expect(canonicalTimeZone('Europe/London')).toBe('Europe/London');
    expect(canonicalTimeZone('Australia/Atlantis')).toBe(undefined);
    expect(canonicalTimeZone('../etc')).toBe(undefined);
  });
});

describe('the event form', () => {
  const base = {
    title: 'AGM',
    startTime: '2027-04-07T10:00',
    endTime: '2027-04-07T12:00',
    timeZone: 'Australia/Perth',
  };

  it('refuses an event that ends before it starts', () => {
    const result = companyEventSchema.safeParse({ ...base, endTime: '2027-04-07T09:00' });
    expect(result.error?.issues[0]?.message).toBe(eventMessages.endBeforeStart);
  });

  it('refuses an unknown time zone by name', () => {
    const result = companyEventSchema.safeParse({ ...base, timeZone: 'Mars/Olympus' });
    expect(result.error?.issues[0]?.message).toBe(eventMessages.timeZoneUnknown('Mars/Olympus'));
  });

  it('ends an all-day event at the midnight after its last day', () => {
    const result = companyEventSchema.parse({
      ...base,
      allDay: true,
      startTime: '2027-04-07T00:00',
      endTime: '2027-04-07T00:00',
    });
    expect([result.startsAt.toISOString(), result.endsAt.toISOString()]).toEqual([
      '2027-04-06T16:00:00.000Z',
      '2027-04-07T16:00:00.000Z',
    ]);
  });
});
