import { describe, expect, it } from 'vitest';
import { nextTickMs, timeLeft } from './countdown.ts';
import { serverClock } from './server-clock.ts';

const MINUTE = 60_000;

describe('the cutoff countdown', () => {
  it('counts whole days, hours and minutes, and stops at zero', () => {
    const now = Date.parse('2026-11-24T15:00:00Z');
    expect(timeLeft(now + 2 * 86_400_000 + 3 * 3_600_000 + 30 * MINUTE + 5_000, now)).toMatchObject({
      days: 2,
      hours: 3,
      minutes: 30,
    });
    expect(timeLeft(now - 1, now)).toEqual({ ms: 0, days: 0, hours: 0, minutes: 0 });
  });

  it('ticks on the next minute boundary, so the minutes shown are never late', () => {
    expect(nextTickMs(timeLeft(10 * MINUTE + 1_500, 0))).toBe(1_500);
    expect(nextTickMs(timeLeft(10 * MINUTE, 0))).toBe(MINUTE);
    expect(nextTickMs(timeLeft(0, 0))).toBe(0);
  });
});

describe('the server’s clock', () => {
  it('corrects a device clock that runs fast or slow by the difference seen when the answer arrived', () => {
    // The answer said 15:00:00 and arrived when the device read 15:10:00: the device is 10 minutes fast.
    const clock = serverClock('2026-11-24T15:00:00Z', Date.parse('2026-11-24T15:10:00Z'));
    expect(clock.start).toBe(Date.parse('2026-11-24T15:00:00Z'));
    expect(Math.round((Date.now() - clock.now()) / MINUTE)).toBe(10);
  });
});
