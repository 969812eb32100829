import { describe, expect, it } from 'vitest';
import { bundledAddressLookup, isPoBox, type CityInfo } from './address-lookup.ts';
import streets from './address-index/streets.ts';
import { canadianPhone } from './phone.ts';

const cities: CityInfo[] = [
  { key: 'vancouver', region: 'bc', name: { en: 'Vancouver', fr: 'Vancouver' } },
  { key: 'montreal', region: 'qc', name: { en: 'Montreal', fr: 'Montréal' } },
];
const lookup = bundledAddressLookup(streets, async () => cities);

describe('the bundled address index', () => {
  it('suggests real streets of the served cities from a civic number and the start of the street', async () => {
    const [first] = await lookup.suggest('1200 W Broadway', 'en');
    expect(first).toMatchObject({ line1: '1200 West Broadway', city: 'Vancouver', region: 'bc' });
    expect(first!.postalCode).toMatch(/^V6[HJK] \d[A-Z]\d$/);
    expect(first!.label).toBe(`1200 West Broadway, Vancouver, BC ${first!.postalCode}`);
    // Coordinates are on the street, between its ends.
    expect(first!.lat).toBeCloseTo(49.2633, 3);
    expect(first!.lon).toBeLessThan(-123.1);
  });

  it('reads accents, abbreviations and the city name, and names the city in the page language', async () => {
    const fr = await lookup.suggest('3500 st-denis montreal', 'fr');
    expect(fr[0]).toMatchObject({ line1: '3500 rue Saint-Denis', city: 'Montréal', region: 'qc' });
    const en = await lookup.suggest('3500 rue saint denis', 'en');
    expect(en[0]).toMatchObject({ line1: '3500 rue Saint-Denis', city: 'Montreal' });
  });

  it('offers nothing without a civic number, outside a street’s numbers, or for a PO box', async () => {
    expect(await lookup.suggest('West Broadway', 'en')).toEqual([]);
    expect(await lookup.suggest('99999 West Broadway', 'en')).toEqual([]);
    expect(await lookup.suggest('PO Box 1234', 'en')).toEqual([]);
    expect(await lookup.suggest('12 Nowhere Lane', 'en')).toEqual([]);
  });

  it('resolves a suggestion id back to the same address, and nothing else', async () => {
    const [s] = await lookup.suggest('1200 West Broadway', 'en');
    expect(await lookup.resolve(s!.id, 'en')).toEqual(s);
    expect((await lookup.resolve(s!.id, 'fr'))?.line1).toBe('1200 West Broadway');
    expect(await lookup.resolve('not-an-id', 'en')).toBeUndefined();
    expect(await lookup.resolve(Buffer.from('0:999999').toString('base64url'), 'en')).toBeUndefined();
    expect(await lookup.resolve(Buffer.from('999999:10').toString('base64url'), 'en')).toBeUndefined();
  });

  it('recognises PO boxes in both languages', () => {
    for (const text of ['PO Box 12', 'P.O. Box 9', 'Case postale 44', 'C.P. 120', 'RR 2', 'General Delivery']) {
      expect(isPoBox(text), text).toBe(true);
    }
    for (const text of ['1200 West Broadway', 'Apt 4', 'Boxwood Crescent', 'Leave at the back door']) {
      expect(isPoBox(text), text).toBe(false);
    }
  });
});

describe('Canadian phone numbers', () => {
  it('accepts the usual ways of writing one and stores E.164', () => {
    expect(canadianPhone('604 555 0123')?.e164).toBe('+16045550123');
    expect(canadianPhone('(604) 253-4567')).toEqual({ e164: '+16042534567', national: '(604) 253-4567' });
    expect(canadianPhone('+1 514-987-6543')?.e164).toBe('+15149876543');
    expect(canadianPhone('1-416-979-1234')?.e164).toBe('+14169791234');
  });

  it('refuses other countries and invalid numbers', () => {
    expect(canadianPhone('+1 212 555 0100')).toBeUndefined(); // New York
    expect(canadianPhone('+33 1 23 45 67 89')).toBeUndefined();
    expect(canadianPhone('123')).toBeUndefined();
    expect(canadianPhone('604 253 456')).toBeUndefined();
  });
});
