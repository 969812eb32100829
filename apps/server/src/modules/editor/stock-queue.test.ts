import { describe, expect, it } from 'vitest';
import { stockBatches, stockQueue } from './stock-queue.ts';

/** A run that stays open until `finish` is called, recording when it started. */
function gate(log: string[], name: string) {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(`start ${name}`);
      await finished;
      log.push(`end ${name}`);
      return name;
    },
    finish,
  };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('saves in turn per stock row', () => {
  it('runs saves of the same row one after another, in the order they came', async () => {
    const inTurn = stockQueue();
    const log: string[] = [];
    const a = gate(log, 'a');
    const b = gate(log, 'b');
    const c = gate(log, 'c');
    const done = [inTurn(['w:1'], a.run), inTurn(['w:1'], b.run), inTurn(['w:1'], c.run)];
    await turn();
    expect(log).toEqual(['start a']);
    a.finish();
    await turn();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    b.finish();
    c.finish();
    expect(await Promise.all(done)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('runs saves of different rows, or of no row, at once', async () => {
    const inTurn = stockQueue();
    const log: string[] = [];
    const a = gate(log, 'a');
    const b = gate(log, 'b');
    const c = gate(log, 'c');
    const done = [inTurn(['w:1'], a.run), inTurn(['w:2'], b.run), inTurn([], c.run)];
    await turn();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    [c, b, a].forEach((g) => g.finish());
    await Promise.all(done);
  });

  it('waits for every row a save moves, whatever order they are named in, without a deadlock', async () => {
    const inTurn = stockQueue();
    const log: string[] = [];
    const a = gate(log, 'a');
    const b = gate(log, 'b');
    const both = gate(log, 'both');
    const done = [inTurn(['w:1'], a.run), inTurn(['w:2', 'w:1'], both.run), inTurn(['w:2'], b.run)];
    await turn();
    // `both` queues on row 1 first (the rows in order) behind `a`; row 2 is still free for `b`.
    expect(log).toEqual(['start a', 'start b']);
    a.finish();
    await turn();
    expect(log).toEqual(['start a', 'start b', 'end a']);
    b.finish();
    await turn();
    expect(log).toEqual(['start a', 'start b', 'end a', 'end b', 'start both']);
    both.finish();
    expect(await Promise.all(done)).toEqual(['a', 'both', 'b']);
  });

  it('gives the turn on when a save fails, and forgets rows no save waits for', async () => {
    const inTurn = stockQueue();
    const failed = inTurn(['w:1'], () => Promise.reject(new Error('stock row busy')));
    const next = inTurn(['w:1'], () => Promise.resolve('next'));
    await expect(failed).rejects.toThrow('stock row busy');
    expect(await next).toBe('next');
    expect(inTurn.waiting()).toBe(0);
  });
});

describe('saves waiting for the same rows, written together (decision 044)', () => {
  /** A writer that records each call's items and answers when told to. */
  function writer() {
    const calls: string[][] = [];
    const pending: (() => void)[] = [];
    const writeMany = async (items: string[]) => {
      calls.push(items);
      await new Promise<void>((resolve) => pending.push(resolve));
      if (items.includes('bad')) throw new Error(`cannot write ${items.join(',')}`);
      return items.map((i) => `wrote ${i}`);
    };
    const release = async () => {
      while (pending.length) pending.shift()!();
      await turn();
    };
    return { calls, writeMany, release };
  }

  it('writes the first save alone and the saves that came while it ran in one call, in their order', async () => {
    const w = writer();
    const write = stockBatches(stockQueue(), w.writeMany);
    const first = write(['w:1'], 'a');
    const rest = ['b', 'c', 'd'].map((i) => write(['w:1'], i));
    await turn();
    expect(w.calls).toEqual([['a']]);
    await w.release();
    expect(w.calls).toEqual([['a'], ['b', 'c', 'd']]);
    await w.release();
    expect(await Promise.all([first, ...rest])).toEqual(['wrote a', 'wrote b', 'wrote c', 'wrote d']);
  });

  it('keeps saves of other rows out of the batch, and writes a save that moves no row at once', async () => {
    const w = writer();
    const write = stockBatches(stockQueue(), w.writeMany);
    const saves = [write(['w:1'], 'a'), write(['w:1'], 'b'), write(['w:2'], 'c'), write([], 'd')];
    await turn();
    expect(w.calls).toEqual([['a'], ['c'], ['d']]);
    await w.release();
    await w.release();
    expect(w.calls).toEqual([['a'], ['c'], ['d'], ['b']]);
    expect(await Promise.all(saves)).toEqual(['wrote a', 'wrote b', 'wrote c', 'wrote d']);
  });

  it('writes the saves of a failed batch one at a time, so only the failing one fails', async () => {
    const w = writer();
    const write = stockBatches(stockQueue(), w.writeMany);
    const first = write(['w:1'], 'a');
    const batch = ['b', 'bad', 'c'].map((i) => write(['w:1'], i).catch((e: Error) => e.message));
    for (let i = 0; i < 6; i++) await w.release();
    expect(await first).toBe('wrote a');
    expect(await Promise.all(batch)).toEqual(['wrote b', 'cannot write bad', 'wrote c']);
    expect(w.calls).toEqual([['a'], ['b', 'bad', 'c'], ['b'], ['bad'], ['c']]);
  });

  it('starts a new batch once one holds the most saves a statement writes', async () => {
    const w = writer();
    const write = stockBatches(stockQueue(), w.writeMany, 2);
    const saves = ['a', 'b', 'c', 'd', 'e'].map((i) => write(['w:1'], i));
    for (let i = 0; i < 4; i++) await w.release();
    expect(w.calls).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
    expect(await Promise.all(saves)).toHaveLength(5);
  });
});
