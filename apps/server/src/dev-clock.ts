import type { Clock } from '@fp/domain';

/**
 * Development and tests only: the system clock plus an offset that only moves forward, so a
 * person can watch a week go by (generation, cutoff, billing, retries, delivery). Production
 * never builds one (main.ts), and the route that moves it is not registered there.
 */
export function movableClock(base: Clock) {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
      offsetMs += ms;
    },
    offsetMs: () => offsetMs,
  };
}

export type MovableClock = ReturnType<typeof movableClock>;
