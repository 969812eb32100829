export interface Backoff {
  /** Wait after the first failure; doubles with each further failure. */
  baseMs: number;
  /** The wait never grows past this. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 10_000, maxMs: 60 * 60_000 };

/** Exponential backoff: the wait before the attempt after `attempt` (1-based) failed. */
export function backoffDelay(attempt: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * The next slot of an "every N" schedule after `now`, on the grid that started at `slot`: a runner
 * that was down for several slots runs the job once, then keeps the original rhythm.
 */
export function nextSlot(slot: Date, everyMs: number, now: Date): Date {
  const behind = Math.max(0, now.getTime() - slot.getTime());
  return new Date(slot.getTime() + (Math.floor(behind / everyMs) + 1) * everyMs);
}
