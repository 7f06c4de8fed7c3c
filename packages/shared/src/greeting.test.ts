import { describe, expect, it } from 'vitest';
import { timeOfDayGreeting } from './greeting';

describe('time-of-day greeting', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good noon'],
    [13, 'Good afternoon'],
    [16, 'Good afternoon'],
    [17, 'Good evening'],
    [23, 'Good evening'],
  ])('at %i o’clock says %s', (hour, greeting) => {
    expect(timeOfDayGreeting(hour)).toBe(greeting);
  });
});
