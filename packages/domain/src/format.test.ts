import { describe, expect, it } from 'vitest';
import { formatDay, formatList, formatNumber, formatPercent, formatTimeOfDay } from './format.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting for people', () => {
  it('writes days in each language without shifting across time zones', () => {
    expect(formatDay('2026-11-29', 'en')).toBe('November 29');
    expect(formatDay('2026-11-29', 'fr')).toBe('29 novembre');
    expect(formatDay('2026-11-29', 'en', 'weekday')).toBe('Sunday, November 29');
    expect(formatDay('2026-11-29', 'fr', 'weekday')).toBe('dimanche 29 novembre');
    expect(formatDay('2026-10-01', 'en', 'date')).toBe('October 1, 2026');
    expect(formatDay('2026-10-01', 'fr', 'date')).toBe('1er octobre 2026');
    expect(formatDay('2026-12-01', 'fr', 'weekday')).toBe('mardi 1er décembre');
    expect(formatDay('2026-12-11', 'fr')).toBe('11 décembre');
  });

  it('groups digits the local way and joins lists', () => {
    expect(formatNumber(4812340, 'en')).toBe('4,812,340');
    expect(plain(formatNumber(4812340, 'fr'))).toBe('4 812 340');
    expect(formatList(['milk', 'wheat', 'eggs'], 'en')).toMatch(/^milk, wheat,? and eggs$/);
    expect(formatList(['lait', 'blé', 'œufs'], 'fr')).toBe('lait, blé et œufs');
    expect(formatPercent(92, 'en')).toBe('92%');
    expect(plain(formatPercent(92, 'fr'))).toBe('92 %');
  });

  it('writes a time of day one way per language', () => {
    expect(formatTimeOfDay('23:59', 'en')).toBe('11:59 p.m.');
    expect(formatTimeOfDay('23:59:59', 'en')).toBe('11:59 p.m.');
    expect(formatTimeOfDay('14:00', 'en')).toBe('2 p.m.');
    expect(formatTimeOfDay('09:05', 'en')).toBe('9:05 a.m.');
    expect(formatTimeOfDay('00:30', 'en')).toBe('12:30 a.m.');
    expect(formatTimeOfDay('12:00', 'en')).toBe('12 p.m.');
    expect(formatTimeOfDay('23:59', 'fr')).toBe('23 h 59');
    expect(formatTimeOfDay('14:00', 'fr')).toBe('14 h');
    expect(formatTimeOfDay('09:05', 'fr')).toBe('9 h 05');
  });
});
