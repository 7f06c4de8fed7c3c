import { TIMING } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { INACTIVITY_CHECK_OVERRIDE_KEY, inactivityCheckMs } from './use-inactivity-check';

describe('the inactivity check interval', () => {
  it("is the spec's 90 seconds", () => {
    expect(inactivityCheckMs()).toBe(TIMING.inactivityCheckMs);
  });

  it("takes the test hook's shorter interval from a second up", () => {
    localStorage.setItem(INACTIVITY_CHECK_OVERRIDE_KEY, '1500');
    expect(inactivityCheckMs()).toBe(1_500);
  });

  it('ignores a test hook value under a second or not a number', () => {
    for (const value of ['999', '0', '-5', 'soon']) {
      localStorage.setItem(INACTIVITY_CHECK_OVERRIDE_KEY, value);
      expect(inactivityCheckMs()).toBe(TIMING.inactivityCheckMs);
    }
  });
});
