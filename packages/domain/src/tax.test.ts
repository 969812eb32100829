import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTaxes, totalTax, type Province, type TaxClass } from './tax.ts';

describe('sales taxes by province', () => {
  it('charges no tax on meal kits and groceries anywhere', () => {
    for (const p of ['bc', 'ab', 'on', 'qc'] as Province[]) {
      expect(computeTaxes(p, [{ taxClass: 'zero_rated', amount: 7494 }])).toEqual([]);
    }
  });

  it('applies GST, HST, PST and QST by class', () => {
    const lines = [
      { taxClass: 'prepared_food' as const, amount: 10000 },
      { taxClass: 'general' as const, amount: 2000 },
      { taxClass: 'delivery' as const, amount: 899 },
    ];
    expect(computeTaxes('on', lines)).toEqual([{ tax: 'HST', rate: 13000, base: 12899, amount: 1677 }]);
    expect(computeTaxes('ab', lines)).toEqual([{ tax: 'GST', rate: 5000, base: 12899, amount: 645 }]);
    expect(computeTaxes('bc', lines)).toEqual([
      { tax: 'GST', rate: 5000, base: 12899, amount: 645 },
      { tax: 'PST', rate: 7000, base: 2000, amount: 140 },
    ]);
    expect(computeTaxes('qc', lines)).toEqual([
      { tax: 'GST', rate: 5000, base: 12899, amount: 645 },
      { tax: 'QST', rate: 9975, base: 12899, amount: 1287 },
    ]);
  });

  it('rounds half up to the cent', () => {
    // 10 cents × 5% = 0.5 cent → 1 cent; 9 cents × 5% = 0.45 → 0.
    expect(totalTax(computeTaxes('ab', [{ taxClass: 'delivery', amount: 10 }]))).toBe(1);
    expect(totalTax(computeTaxes('ab', [{ taxClass: 'delivery', amount: 9 }]))).toBe(0);
    // 1999 × 9.975% = 199.40 → 199.
    expect(computeTaxes('qc', [{ taxClass: 'prepared_food', amount: 1999 }])[1]!.amount).toBe(199);
  });

  it('is never negative, never more than 15% and whole cents, for any lines (property)', () => {
    const line = fc.record({
      taxClass: fc.constantFrom<TaxClass>('zero_rated', 'prepared_food', 'general', 'delivery'),
      amount: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.constantFrom<Province>('bc', 'ab', 'on', 'qc'), fc.array(line, { maxLength: 30 }), (p, lines) => {
        const tax = totalTax(computeTaxes(p, lines));
        const base = lines.reduce((s, l) => s + l.amount, 0);
        return Number.isInteger(tax) && tax >= 0 && tax <= Math.ceil(base * 0.15) + 2;
      }),
    );
  });

  it('computes each tax on the sum, so splitting a line never changes the total by more than a cent per tax (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (a, b) => {
        const whole = totalTax(computeTaxes('qc', [{ taxClass: 'prepared_food', amount: a + b }]));
        const split = totalTax(
          computeTaxes('qc', [
            { taxClass: 'prepared_food', amount: a },
            { taxClass: 'prepared_food', amount: b },
          ]),
        );
        return whole === split;
      }),
    );
  });
});
