/** Whole days, hours and minutes left until an instant (never negative). */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  /** Milliseconds left; 0 once the instant has passed. */
  ms: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function timeLeft(untilMs: number, nowMs: number): TimeLeft {
  const ms = Math.max(0, untilMs - nowMs);
  return {
    ms,
    days: Math.floor(ms / DAY),
    hours: Math.floor((ms % DAY) / HOUR),
    minutes: Math.floor((ms % HOUR) / MINUTE),
  };
}

/**
 * How long to wait before the next visible change: the countdown shows minutes, so it ticks on
 * the minute boundary (one timer a minute per card rather than every second).
 */
export function nextTickMs(left: TimeLeft): number {
  if (left.ms === 0) return 0;
  const untilNextMinute = left.ms % MINUTE;
  return untilNextMinute === 0 ? MINUTE : untilNextMinute;
}
