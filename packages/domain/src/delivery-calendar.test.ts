import { describe, expect, it } from 'vitest';
import { cutoffFor, deliveryDayOf, upcomingDeliveryDates } from './delivery-calendar.ts';
import { timeInZone, zonedTimeToInstant, zoneOffsetMinutes } from './zoned-time.ts';

describe('zoned wall-clock times', () => {
  it('knows Canadian offsets in winter and summer', () => {
    expect(zoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'), 'America/Vancouver')).toBe(-480);
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'America/Vancouver')).toBe(-420);
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'America/Toronto')).toBe(-240);
    expect(zoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'), 'America/Edmonton')).toBe(-420);
  });

  it('turns a local time into the right instant on both sides of a change', () => {
    expect(zonedTimeToInstant('2026-03-07', '23:59:59', 'America/Toronto').toISOString()).toBe(
      '2026-03-08T04:59:59.000Z',
    );
    expect(zonedTimeToInstant('2026-03-08', '23:59:59', 'America/Toronto').toISOString()).toBe(
      '2026-03-09T03:59:59.000Z',
    );
    expect(zonedTimeToInstant('2026-10-31', '23:59:59', 'America/Toronto').toISOString()).toBe(
      '2026-11-01T03:59:59.000Z',
    );
    expect(zonedTimeToInstant('2026-11-01', '23:59:59', 'America/Toronto').toISOString()).toBe(
      '2026-11-02T04:59:59.000Z',
    );
  });
});

describe('weekly cutoff', () => {
  it('locks an order at 23:59 local time five days before its delivery', () => {
    const cutoff = cutoffFor('2026-12-06', 'America/Toronto');
    expect(cutoff.toISOString()).toBe('2026-12-02T04:59:59.000Z');
    // Whatever offset the time-zone database gives Vancouver, the cutoff is 23:59 there.
    expect(timeInZone(cutoffFor('2026-12-06', 'America/Vancouver'), 'America/Vancouver')).toBe('23:59');
  });

  it('stays at 23:59 local across the spring change (March 8, 2026)', () => {
    // Delivery Friday March 13 → cutoff Sunday March 8, the day clocks move forward.
    for (const tz of ['America/Vancouver', 'America/Edmonton', 'America/Toronto']) {
      const cutoff = cutoffFor('2026-03-13', tz);
      expect(timeInZone(cutoff, tz)).toBe('23:59');
      // Delivery the week before: cutoff in standard time, an hour later in UTC terms.
      const before = cutoffFor('2026-03-06', tz);
      expect(timeInZone(before, tz)).toBe('23:59');
      expect(cutoff.getTime() - before.getTime()).toBe(7 * 24 * 3600_000 - 3600_000);
    }
  });

  it('stays at 23:59 local across the autumn change (November 1, 2026)', () => {
    const toronto = cutoffFor('2026-11-06', 'America/Toronto');
    expect(toronto.getTime() - cutoffFor('2026-10-30', 'America/Toronto').getTime()).toBe(7 * 24 * 3600_000 + 3600_000);
    // Whether or not a zone still changes clocks (the time-zone database decides; British
    // Columbia and Alberta may keep daylight time), the cutoff is always 23:59 local.
    for (const tz of ['America/Vancouver', 'America/Edmonton', 'America/Toronto']) {
      const cutoff = cutoffFor('2026-11-06', tz);
      const before = cutoffFor('2026-10-30', tz);
      const shift = zoneOffsetMinutes(before, tz) - zoneOffsetMinutes(cutoff, tz);
      expect(timeInZone(cutoff, tz)).toBe('23:59');
      expect(cutoff.getTime() - before.getTime()).toBe(7 * 24 * 3600_000 + shift * 60_000);
    }
  });
});

describe('upcoming delivery dates', () => {
  it('skips dates whose cutoff has passed and keeps the area days only', () => {
    // Sunday November 22, 2026, 10:00 in Vancouver.
    const now = new Date('2026-11-22T18:00:00Z');
    const dates = upcomingDeliveryDates(now, 'America/Vancouver', ['sun', 'tue'], 4);
    // Nov 29 (Sun) cutoff Nov 24 23:59 → still open; Nov 24 (Tue) cutoff Nov 19 → passed.
    expect(dates.map((d) => d.date)).toEqual(['2026-11-29', '2026-12-01', '2026-12-06', '2026-12-08']);
    expect(dates.every((d) => d.cutoff.getTime() > now.getTime())).toBe(true);
    expect(deliveryDayOf('2026-12-01')).toBe('tue');
  });

  it('moves to the following week one second after the cutoff', () => {
    const cutoff = cutoffFor('2026-11-29', 'America/Toronto');
    const justBefore = upcomingDeliveryDates(new Date(cutoff.getTime() - 1000), 'America/Toronto', ['sun'], 1);
    const justAfter = upcomingDeliveryDates(new Date(cutoff.getTime() + 1000), 'America/Toronto', ['sun'], 1);
    expect(justBefore[0]!.date).toBe('2026-11-29');
    expect(justAfter[0]!.date).toBe('2026-12-06');
  });
});
