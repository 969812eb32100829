import { runBatch, type Batch as EditorBatch } from './batches.ts';

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

/** The most saves one statement writes (a bound on how long it holds the rows). */
export const BATCH_MAX = 32;

/**
 * Saves that would take turns on the same stock rows, written together (decision 044): the saves
 * that arrive while the rows are busy wait as one batch, and when its turn comes `writeMany`
 * writes them all in one statement. A batch that fails as a whole is written again one save at a
 * time, still in its turn, so one save's error is its own. Saves that move no stock row are
 * written at once, alone.
 */
export function stockBatches<I, O>(
  inTurn: ReturnType<typeof stockQueue>,
  writeMany: (items: I[]) => Promise<O[]>,
  max = BATCH_MAX,
) {
  type Batch = EditorBatch<I, O>;
  const open = new Map<string, Batch>();

  const write = (batch: Batch) => runBatch(batch, writeMany);

  return (keys: readonly string[], item: I): Promise<O> => {
    if (keys.length === 0) return writeMany([item]).then((out) => out[0]!);
    const key = [...new Set(keys)].sort().join(' ');
    return new Promise<O>((resolve, reject) => {
      const joined = open.get(key);
      if (joined && joined.items.length < max) {
        joined.items.push(item);
        joined.settle.push({ resolve, reject });
        return;
      }
      const b: Batch = { items: [item], settle: [{ resolve, reject }] };
      open.set(key, b);
      void inTurn(keys, () => {
        // Its turn: later saves start the next batch.
        if (open.get(key) === b) open.delete(key);
        return write(b);
      });
    });
  };
}
