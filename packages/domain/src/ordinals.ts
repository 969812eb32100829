const EN_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];

/** English ordinal: words up to twelfth, then '13th', '21st', '112th'. */
export function ordinalEn(n: number): string {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Ordinals start at 1: ${n}`);
  if (n <= EN_WORDS.length) return EN_WORDS[n - 1]!;
  const mod100 = n % 100;
  const suffix =
    mod100 >= 11 && mod100 <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

const FR_UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
];
const FR_TENS: Record<number, string> = { 2: 'vingt', 3: 'trente', 4: 'quarante', 5: 'cinquante', 6: 'soixante' };

/** French cardinal words from 1 to 100 (1990 spelling kept traditional: hyphens, « et un »). */
function cardinalFr(n: number): string {
  if (n <= 16) return FR_UNITS[n]!;
  if (n < 20) return `dix-${FR_UNITS[n - 10]}`;
  if (n === 100) return 'cent';
  if (n < 70) {
    const tens = FR_TENS[Math.floor(n / 10)]!;
    const unit = n % 10;
    if (unit === 0) return tens;
    return unit === 1 ? `${tens} et un` : `${tens}-${FR_UNITS[unit]}`;
  }
  if (n < 80) return n === 71 ? 'soixante et onze' : `soixante-${cardinalFr(n - 60)}`;
  if (n === 80) return 'quatre-vingts';
  return `quatre-vingt-${cardinalFr(n - 80)}`;
}

/**
 * French ordinal in words up to 100: 'premier'/'première', 'deuxième', 'vingt et unième',
 * 'quatre-vingtième', 'centième'. Beyond 100 it throws a RangeError (SPEC.md §8).
 */
export function ordinalFr(n: number, gender: 'masculine' | 'feminine' = 'masculine'): string {
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new RangeError(`French ordinals go from 1 to 100: ${n}`);
  if (n === 1) return gender === 'feminine' ? 'première' : 'premier';
  const words = cardinalFr(n);
  if (words.endsWith('cinq')) return `${words}uième`;
  if (words.endsWith('neuf')) return `${words.slice(0, -1)}vième`;
  if (words.endsWith('quatre-vingts')) return `${words.slice(0, -1)}ième`;
  if (words.endsWith('e')) return `${words.slice(0, -1)}ième`;
  return `${words}ième`;
}

export function ordinal(n: number, locale: 'en' | 'fr', gender: 'masculine' | 'feminine' = 'masculine'): string {
  return locale === 'fr' ? ordinalFr(n, gender) : ordinalEn(n);
}
