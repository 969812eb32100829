import { describe, expect, it } from 'vitest';
import { stockQueue } from './stock-queue.ts';

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
