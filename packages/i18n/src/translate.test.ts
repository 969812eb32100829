import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate } from './translate.ts';

const catalogues: Record<string, Record<string, Record<string, unknown>>> = {
  en: {
    common: { hi: 'Hi, {{name}}!', pts_one: '{{count}} pt', pts_other: '{{count}} pts', nested: { deep: 'Deep' } },
    shop: { cart: 'Cart' },
  },
  fr: { common: { pts_one: '{{count}} pt', pts_other: '{{count}} pts' } },
};
const source = (locale: string, ns: string) => catalogues[locale]?.[ns];

describe('translator', () => {
  it('interpolates, nests and reads other namespaces', () => {
    const t = createTranslator('en', source);
    expect(t.dynamic('hi', { name: 'Léa' })).toBe('Hi, Léa!');
    expect(t.dynamic('nested.deep')).toBe('Deep');
    expect(t.dynamic('shop:cart')).toBe('Cart');
  });

  it('chooses plurals by language rules: French 0 and 1 are singular', () => {
    const en = createTranslator('en', source);
    const fr = createTranslator('fr', source);
    expect(en.dynamic('pts', { count: 0 })).toBe('0 pts');
    expect(en.dynamic('pts', { count: 1 })).toBe('1 pt');
    expect(fr.dynamic('pts', { count: 0 })).toBe('0 pt');
    expect(fr.dynamic('pts', { count: 1 })).toBe('1 pt');
    expect(fr.dynamic('pts', { count: 2 })).toBe('2 pts');
  });

  it('returns the key and reports it when a message is missing', () => {
    const missing: string[] = [];
    const t = createTranslator('fr', source, (k) => missing.push(k));
    expect(t.dynamic('hi')).toBe('hi');
    expect(missing).toEqual(['hi']);
    expect(t.has('pts')).toBe(true);
    expect(t.has('nope')).toBe(false);
  });

  it('leaves placeholders without a value untouched', () => {
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});

describe('translator bound to a namespace', () => {
  it('looks up bare keys in its namespace first, then in common', () => {
    const t = createTranslator('en', source, undefined, 'shop' as never);
    expect(t.dynamic('cart')).toBe('Cart');
    expect(t.dynamic('hi', { name: 'Sam' })).toBe('Hi, Sam!');
    expect(t.dynamic('common:nested.deep')).toBe('Deep');
  });
});
