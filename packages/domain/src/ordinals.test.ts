import { describe, expect, it } from 'vitest';
import { ordinal, ordinalEn, ordinalFr } from './ordinals.ts';

describe('ordinals', () => {
  it('spells English ordinals up to twelfth, then uses figures', () => {
    expect(ordinalEn(1)).toBe('first');
    expect(ordinalEn(12)).toBe('twelfth');
    expect(ordinalEn(13)).toBe('13th');
    expect(ordinalEn(21)).toBe('21st');
    expect(ordinalEn(22)).toBe('22nd');
    expect(ordinalEn(23)).toBe('23rd');
    expect(ordinalEn(111)).toBe('111th');
    expect(ordinalEn(112)).toBe('112th');
  });

  it('spells French ordinals up to a hundred', () => {
    expect(ordinalFr(1)).toBe('premier');
    expect(ordinalFr(1, 'feminine')).toBe('première');
    expect(ordinalFr(2)).toBe('deuxième');
    expect(ordinalFr(4)).toBe('quatrième');
    expect(ordinalFr(5)).toBe('cinquième');
    expect(ordinalFr(9)).toBe('neuvième');
    expect(ordinalFr(17)).toBe('dix-septième');
    expect(ordinalFr(21)).toBe('vingt et unième');
    expect(ordinalFr(35)).toBe('trente-cinquième');
    expect(ordinalFr(71)).toBe('soixante et onzième');
    expect(ordinalFr(80)).toBe('quatre-vingtième');
    expect(ordinalFr(81)).toBe('quatre-vingt-unième');
    expect(ordinalFr(99)).toBe('quatre-vingt-dix-neuvième');
    expect(ordinalFr(100)).toBe('centième');
  });

  it('raises a range error beyond a hundred in French (SPEC.md §8)', () => {
    expect(() => ordinalFr(101)).toThrow(RangeError);
    expect(() => ordinal(0, 'en')).toThrow(RangeError);
    expect(ordinal(3, 'fr')).toBe('troisième');
  });
});
