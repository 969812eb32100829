import { describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import {
  addDays,
  dateInZone,
  dayOfWeek,
  daysBetween,
  isIsoDate,
  todayIn,
  todayTracker,
  weekStartOf,
} from './calendar.ts';

describe('calendar days', () => {
  it('validates real dates only', () => {
    expect(isIsoDate('2026-11-22')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-1-2')).toBe(false);
    expect(isIsoDate('this-week')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-12-31')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-00-10')).toBe(false);
    expect(isIsoDate('2026-01-00')).toBe(false);
    expect(isIsoDate('0050-01-01')).toBe(false);
    // Every day of four years, leap and century years included, as a `Date` counts them.
    for (const start of ['2027-01-01', '2099-06-01', '1999-12-01']) {
      const from = Date.parse(`${start}T00:00:00Z`);
      for (let i = 0; i < 1_461; i += 1) {
        const day = new Date(from + i * 86_400_000).toISOString().slice(0, 10);
        expect(isIsoDate(day)).toBe(true);
      }
    }
  });

  it('moves across months, years and DST changes by whole days', () => {
    expect(addDays('2026-11-28', 5)).toBe('2026-12-03');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
  });

  it('names delivery weeks by their Sunday', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(weekStartOf('2026-11-22')).toBe('2026-11-22');
    expect(weekStartOf('2026-11-28')).toBe('2026-11-22');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-29');
  });

  it('reads the day in the right time zone', () => {
    const instant = new Date('2026-11-23T04:30:00Z');
    expect(dateInZone(instant, 'America/Toronto')).toBe('2026-11-22');
    expect(dateInZone(instant, 'America/Vancouver')).toBe('2026-11-22');
    expect(dateInZone(instant, 'UTC')).toBe('2026-11-23');
    expect(todayIn(manualClock('2026-11-23T06:00:00Z'), 'America/Vancouver')).toBe('2026-11-22');
  });

  it('keeps the day for the minute and turns it at local midnight, DST included', () => {
    const clock = manualClock('2026-11-23T04:59:00Z');
    const today = todayTracker(clock, 'America/Toronto');
    expect(today()).toBe('2026-11-22');
    clock.set('2026-11-23T04:59:59.999Z');
    expect(today()).toBe('2026-11-22');
    clock.set('2026-11-23T05:00:00Z');
    expect(today()).toBe('2026-11-23');
    // Summer time: Toronto's midnight is at 04:00 UTC.
    clock.set('2026-07-01T03:59:59Z');
    expect(today()).toBe('2026-06-30');
    clock.set('2026-07-01T04:00:00Z');
    expect(today()).toBe('2026-07-01');
    // A clock set back is followed too.
    clock.set('2026-11-23T04:59:30Z');
    expect(today()).toBe('2026-11-22');
  });
});
