import { describe, expect, it } from 'vitest';
import { backoffDelay, nextSlot } from './timing.ts';

describe('backoffDelay', () => {
  it('doubles the wait after each failure, up to the cap', () => {
    const backoff = { baseMs: 1000, maxMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt, backoff))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});

describe('nextSlot', () => {
  const hour = 60 * 60_000;
  const slot = new Date('2026-11-22T18:00:00Z');

  it('is one period later when the slot just ran', () => {
    expect(nextSlot(slot, hour, slot).toISOString()).toBe('2026-11-22T19:00:00.000Z');
  });

  it('skips the slots missed while no runner was up, keeping the rhythm', () => {
    expect(nextSlot(slot, hour, new Date('2026-11-23T01:30:00Z')).toISOString()).toBe('2026-11-23T02:00:00.000Z');
  });

  it('is strictly after now when now falls on a slot', () => {
    expect(nextSlot(slot, hour, new Date('2026-11-22T20:00:00Z')).toISOString()).toBe('2026-11-22T21:00:00.000Z');
  });
});
