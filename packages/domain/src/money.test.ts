import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

// Intl uses narrow no-break spaces in French; compare with ordinary spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes dollars the English and the French Canadian way', () => {
    expect(formatMoney(1234, 'en')).toBe('$12.34');
    expect(plain(formatMoney(1234, 'fr'))).toBe('12,34 $');
    expect(plain(formatMoney(123456, 'fr'))).toBe('1 234,56 $');
    expect(formatMoney(-500, 'en')).toBe('-$5.00');
  });

  it('drops the decimals of whole dollars in the short form only', () => {
    expect(formatMoney(5900, 'en', 'short')).toBe('$59');
    expect(formatMoney(5950, 'en', 'short')).toBe('$59.50');
    expect(plain(formatMoney(5900, 'fr', 'short'))).toBe('59 $');
  });

  it('rounds cents up to the next dollar in the ceiling form', () => {
    expect(formatMoney(1130, 'en', 'ceil')).toBe('$12');
    expect(formatMoney(1100, 'en', 'ceil')).toBe('$11');
    expect(plain(formatMoney(1001, 'fr', 'ceil'))).toBe('11 $');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatMoney(12.5, 'en')).toThrow(RangeError);
  });
});
