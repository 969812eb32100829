import { describe, expect, it } from 'vitest';
import { canonicalPostalCode } from './postal-code.ts';

describe('canonicalPostalCode', () => {
  it('writes a Canadian postal code as A1A 1A1, whatever its case and spacing', () => {
    expect(canonicalPostalCode(' v6b1a1 ')).toBe('V6B 1A1');
    expect(canonicalPostalCode('h2x 1y4')).toBe('H2X 1Y4');
  });

  it('refuses what no Canadian postal code looks like', () => {
    expect(canonicalPostalCode('90210')).toBeUndefined();
    expect(canonicalPostalCode('W2X 1Y4')).toBeUndefined();
    expect(canonicalPostalCode('H2D1Y4')).toBeUndefined();
  });
});
