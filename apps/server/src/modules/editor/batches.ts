/** Calls gathered to be run as one, each answered on its own. */
export interface Batch<I, O> {
  items: I[];
  settle: { resolve: (o: O) => void; reject: (e: unknown) => void }[];
}

/**
 * Runs a batch in one call of `runMany` (one answer per item, in order). A batch that fails as a
 * whole is run again one item at a time, so one item's error is its own and the others still
 * get their answers.
 */
export async function runBatch<I, O>(batch: Batch<I, O>, runMany: (items: I[]) => Promise<O[]>): Promise<void> {
  try {
    const out = await runMany(batch.items);
    batch.settle.forEach((s, i) => s.resolve(out[i]!));
  } catch (error) {
    if (batch.items.length === 1) return batch.settle[0]!.reject(error);
    for (const [i, item] of batch.items.entries()) {
      try {
        batch.settle[i]!.resolve((await runMany([item]))[0]!);
      } catch (alone) {
        batch.settle[i]!.reject(alone);
      }
    }
  }
}

/** The most reads one statement answers (each batch runs in one database session, one core). */
export const READ_BATCH_MAX = 16;

/**
 * Calls made in the same turn of the event loop, run together (decision 045): the first call of
 * a turn waits for the turn's end (`setImmediate`), then every call made meanwhile goes in batches
 * of at most `max`, each `keyOf` at most once per batch, the batches at once. Under load the
 * calls that waited for the same thing (the change feed's ping) arrive in one turn; alone, a call
 * waits for nothing but the end of its turn.
 */
export function sameTurnBatches<I, O>(
  runMany: (items: I[]) => Promise<O[]>,
  keyOf: (item: I) => unknown,
  max = READ_BATCH_MAX,
) {
  let waiting: Batch<I, O> | undefined;

  function flush() {
    const all = waiting!;
    waiting = undefined;
    const batches: (Batch<I, O> & { keys: Set<unknown> })[] = [];
    for (const [i, item] of all.items.entries()) {
      const key = keyOf(item);
      let batch = batches.find((b) => b.items.length < max && !b.keys.has(key));
      if (!batch) batches.push((batch = { items: [], settle: [], keys: new Set() }));
      batch.items.push(item);
      batch.settle.push(all.settle[i]!);
      batch.keys.add(key);
    }
    for (const batch of batches) void runBatch(batch, runMany);
  }

  return (item: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      if (!waiting) {
        waiting = { items: [], settle: [] };
        setImmediate(flush);
      }
      waiting.items.push(item);
      waiting.settle.push({ resolve, reject });
    });
}
