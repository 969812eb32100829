/**
 * Saves that move the same stock rows, run one after another in this process (decision 041).
 * PostgreSQL would queue them on the rows' locks anyway; queued there, every commit wakes all
 * the waiters at once and they fight over the lock manager, so a popular item's saves cost the
 * database about twice their work. Queued here, only one per row waits in the database at a
 * time and the others cost nothing until their turn. The rows' locks still make it correct
 * across processes.
 */
export function stockQueue() {
  const tails = new Map<string, Promise<void>>();

  async function one<T>(key: string, run: () => Promise<T>): Promise<T> {
    const before = tails.get(key);
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    tails.set(key, mine);
    try {
      if (before) await before;
      return await run();
    } finally {
      done();
      if (tails.get(key) === mine) tails.delete(key);
    }
  }

  /**
   * Runs `run` once the saves queued before it on any of `keys` are done. The keys are taken in
   * one order whatever order they come in, so two saves never wait for each other.
   */
  function inTurn<T>(keys: readonly string[], run: () => Promise<T>): Promise<T> {
    const sorted = [...new Set(keys)].sort();
    return sorted.reduceRight<() => Promise<T>>((next, key) => () => one(key, next), run)();
  }
  /** How many rows have saves running or waiting (none once all are done). */
  inTurn.waiting = () => tails.size;
  return inTurn;
}
