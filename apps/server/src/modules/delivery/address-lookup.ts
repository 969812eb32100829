import { fnv1a } from '@fp/domain';
import type { Region } from '@fp/contracts';
import type { StreetSeed } from './address-index/types.ts';

export interface AddressSuggestion {
  /** Opaque id of this exact address; the form sends it back, so an address is always one we listed. */
  id: string;
  label: string;
  line1: string;
  cityKey: string;
  city: string;
  region: Region;
  postalCode: string;
  lat: number;
  lon: number;
}

/**
 * DESIGN.md §7: address lookup, a bundled index here, Canada Post or Google Places in production
 * (hence asynchronous).
 */
export interface AddressLookup {
  suggest(query: string, locale: 'en' | 'fr', limit?: number): Promise<AddressSuggestion[]>;
  /** The suggestion an id stands for; undefined when the id is not (or no longer) one we can deliver to. */
  resolve(id: string, locale: 'en' | 'fr'): Promise<AddressSuggestion | undefined>;
}

export interface CityInfo {
  key: string;
  region: Region;
  name: { en: string; fr: string };
}

/** Post-office boxes, rural routes and general delivery cannot receive a cooler bag. */
const PO_BOX =
  /\b(p\.?\s*o\.?\s*box|post\s*office\s*box|box\s*\d|c\.?\s*p\.?\s*\d|case\s+postale|bo[iî]te\s+postale|r\.?\s*r\.?\s*\d|rural\s+route|general\s+delivery|poste\s+restante)/i;

export function isPoBox(text: string): boolean {
  return PO_BOX.test(text);
}

const ABBREVIATIONS: Record<string, string | string[]> = {
  st: ['street', 'saint'],
  str: 'street',
  ave: 'avenue',
  av: 'avenue',
  blvd: 'boulevard',
  boul: 'boulevard',
  bd: 'boulevard',
  rd: 'road',
  dr: 'drive',
  cres: 'crescent',
  ct: 'court',
  pl: 'place',
  hwy: 'highway',
  sw: 'southwest',
  nw: 'northwest',
  se: 'southeast',
  ne: 'northeast',
  w: 'west',
  e: 'east',
  n: 'north',
  s: 'south',
  ch: 'chemin',
  mt: 'mount',
  ste: 'sainte',
};

function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** A word as typed and its expansion: 'st' may be 'street' or the start of 'saint'. */
function forms(word: string): string[] {
  const long = ABBREVIATIONS[word];
  return long === undefined ? [word] : [word, ...(Array.isArray(long) ? long : [long])];
}

function normalise(text: string): string[] {
  return words(text).flatMap(forms);
}

const LDU_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

interface IndexedStreet {
  street: StreetSeed;
  index: number;
  city: CityInfo;
  words: string[];
  cityWords: string[];
}

function indexStreets(streets: StreetSeed[], cities: CityInfo[]): IndexedStreet[] {
  const cityByKey = new Map(cities.map((c) => [c.key, c]));
  const out: IndexedStreet[] = [];
  streets.forEach((street, index) => {
    const city = cityByKey.get(street.city);
    if (city)
      out.push({
        street,
        index,
        city,
        words: normalise(street.name),
        cityWords: normalise(`${city.name.en} ${city.name.fr}`),
      });
  });
  return out;
}

/**
 * The bundled index: street stretches with their civic number ranges, ends and postal areas.
 * A suggestion needs a civic number inside the street's range; its postal code and position are
 * derived from where the number falls on the street.
 */
export function bundledAddressLookup(streets: StreetSeed[], loadCities: () => Promise<CityInfo[]>): AddressLookup {
  let index: Promise<IndexedStreet[]> | undefined;
  // The cities live in the database; the index is built once, on first use.
  const entries = () => {
    index ??= loadCities().then(
      (cities) => indexStreets(streets, cities),
      (err: unknown) => {
        index = undefined;
        throw err;
      },
    );
    return index;
  };

  function build(entry: IndexedStreet, number: number, locale: 'en' | 'fr'): AddressSuggestion {
    const { street, city } = entry;
    const span = Math.max(1, street.to - street.from);
    const t = Math.min(1, Math.max(0, (number - street.from) / span));
    const fsa = street.fsas[Math.min(street.fsas.length - 1, Math.floor(t * street.fsas.length))]!;
    const h = fnv1a(`${street.name}|${street.city}|${Math.floor(number / 100)}`);
    const ldu = `${(h % 9) + 1}${LDU_LETTERS[Math.floor(h / 9) % LDU_LETTERS.length]}${Math.floor(h / 180) % 10}`;
    const cityName = locale === 'fr' ? city.name.fr : city.name.en;
    const province = city.region.toUpperCase();
    const line1 = `${number} ${street.name}`;
    const postalCode = `${fsa} ${ldu}`;
    return {
      id: Buffer.from(`${entry.index}:${number}`).toString('base64url'),
      label: `${line1}, ${cityName}, ${province} ${postalCode}`,
      line1,
      cityKey: city.key,
      city: cityName,
      region: city.region,
      postalCode,
      lat: Math.round((street.start[0] + (street.end[0] - street.start[0]) * t) * 1e5) / 1e5,
      lon: Math.round((street.start[1] + (street.end[1] - street.start[1]) * t) * 1e5) / 1e5,
    };
  }

  return {
    async suggest(query, locale, limit = 8) {
      if (isPoBox(query)) return [];
      const match = /^\s*(\d{1,6})[a-z]?\b[\s,-]*(.*)$/i.exec(query);
      if (!match) return [];
      const number = Number(match[1]);
      const typed = words(match[2] ?? '');
      if (typed.length === 0) return [];
      const prefixOf = (list: string[], w: string) => forms(w).some((f) => list.some((x) => x.startsWith(f)));
      const hits = (await entries()).filter((e) => {
        if (number < e.street.from || number > e.street.to) return false;
        return typed.every((w) => prefixOf(e.words, w) || prefixOf(e.cityWords, w));
      });
      // Streets whose name starts with what was typed come first, then shorter names.
      const startsWithTyped = (e: IndexedStreet) => (prefixOf(e.words.slice(0, 2), typed[0]!) ? 0 : 1);
      hits.sort((a, b) => {
        const aStarts = startsWithTyped(a);
        const bStarts = startsWithTyped(b);
        return aStarts - bStarts || a.street.name.length - b.street.name.length || a.city.key.localeCompare(b.city.key);
      });
      return hits.slice(0, limit).map((e) => build(e, number, locale));
    },
    async resolve(id, locale) {
      if (!/^[A-Za-z0-9_-]{1,40}$/.test(id)) return undefined;
      const m = /^(\d+):(\d+)$/.exec(Buffer.from(id, 'base64url').toString('utf8'));
      if (!m) return undefined;
      const entry = (await entries()).find((e) => e.index === Number(m[1]));
      const number = Number(m[2]);
      if (!entry || number < entry.street.from || number > entry.street.to) return undefined;
      return build(entry, number, locale);
    },
  };
}
