import { describe, expect, it } from 'vitest';
import { quantitiesOf, stockChanges } from './stock-changes.ts';

const m = (entries: [number, number][]) => new Map(entries);

describe('what a save takes from the stock', () => {
  it('takes increases and gives back decreases the order took', () => {
    const r = stockChanges(
      m([
        [1, 2],
        [2, 1],
      ]),
      m([
        [1, 4],
        [3, 1],
      ]),
      m([[2, 1]]),
    );
    expect(r.stock).toEqual([
      { productId: 1, delta: 2 },
      { productId: 2, delta: -1 },
      { productId: 3, delta: 1 },
    ]);
    expect(r.holds).toEqual(
      m([
        [1, 2],
        [3, 1],
      ]),
    );
  });

  it('never gives back units of a generated order it did not take', () => {
    const r = stockChanges(m([[1, 2]]), m([]), m([]));
    expect(r.stock).toEqual([]);
    expect(r.holds.size).toBe(0);
  });

  it('gives back at most what it holds', () => {
    const r = stockChanges(m([[1, 5]]), m([[1, 1]]), m([[1, 3]]));
    expect(r.stock).toEqual([{ productId: 1, delta: -3 }]);
    expect(r.holds.size).toBe(0);
  });

  it('adds lines of the same product', () => {
    expect(
      quantitiesOf([
        { productId: 1, quantity: 2 },
        { productId: 1, quantity: 1 },
      ]),
    ).toEqual(m([[1, 3]]));
  });
});
