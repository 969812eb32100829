import { describe, expect, it } from 'vitest';
import { sameTurnBatches } from './batches.ts';

interface Read {
  order: number;
  who: string;
}

/** A `runMany` that records each batch it was given and answers every item with its name. */
function recorder(fail: (items: Read[]) => boolean = () => false) {
  const batches: string[][] = [];
  const runMany = (items: Read[]) => {
    batches.push(items.map((i) => i.who));
    return fail(items) ? Promise.reject(new Error('refused')) : Promise.resolve(items.map((i) => `answer ${i.who}`));
  };
  return { batches, runMany };
}

const read = (order: number, who: string): Read => ({ order, who });

describe('calls of one turn run together (decision 045)', () => {
  it('runs the calls of one turn in one batch, each answered with its own answer', async () => {
    const { batches, runMany } = recorder();
    const run = sameTurnBatches(runMany, (r: Read) => r.order);
    const answers = await Promise.all([run(read(1, 'a')), run(read(2, 'b')), run(read(3, 'c'))]);
    expect(answers).toEqual(['answer a', 'answer b', 'answer c']);
    expect(batches).toEqual([['a', 'b', 'c']]);
  });

  it('runs calls of a later turn in a batch of their own', async () => {
    const { batches, runMany } = recorder();
    const run = sameTurnBatches(runMany, (r: Read) => r.order);
    const first = run(read(1, 'a'));
    await new Promise((resolve) => setImmediate(resolve));
    const second = run(read(2, 'b'));
    expect(await Promise.all([first, second])).toEqual(['answer a', 'answer b']);
    expect(batches).toEqual([['a'], ['b']]);
  });

  it('puts a key at most once in a batch and no more than the bound', async () => {
    const { batches, runMany } = recorder();
    const run = sameTurnBatches(runMany, (r: Read) => r.order, 2);
    const answers = await Promise.all([
      run(read(1, 'a')),
      run(read(1, 'a again')),
      run(read(2, 'b')),
      run(read(3, 'c')),
      run(read(1, 'a third time')),
    ]);
    expect(answers).toEqual(['answer a', 'answer a again', 'answer b', 'answer c', 'answer a third time']);
    expect(batches).toEqual([['a', 'b'], ['a again', 'c'], ['a third time']]);
  });

  it('runs a failed batch again one call at a time, so only the bad call fails', async () => {
    const { batches, runMany } = recorder((items) => items.some((i) => i.who === 'bad'));
    const run = sameTurnBatches(runMany, (r: Read) => r.order);
    const answers = await Promise.allSettled([run(read(1, 'a')), run(read(2, 'bad')), run(read(3, 'c'))]);
    expect(answers).toEqual([
      { status: 'fulfilled', value: 'answer a' },
      { status: 'rejected', reason: new Error('refused') },
      { status: 'fulfilled', value: 'answer c' },
    ]);
    expect(batches).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });
});
