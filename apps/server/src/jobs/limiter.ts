/** Runs a function with at most `n` of them in flight; the others wait their turn, in order. */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * Bounded concurrency for work a job fans out (the gateway calls of a billing batch): one limiter
 * shared by several batches keeps their total in flight under `n`.
 */
export function createLimiter(n: number): Limiter {
  const max = Math.max(1, Math.floor(n));
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished task hands its place straight to the next waiter, so no newcomer slips in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
