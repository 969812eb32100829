/** Money is integer cents of CAD everywhere (DESIGN.md §5). */
export type Cents = number;

export type MoneyLocale = 'en' | 'fr';

/**
 * full: '$12.34' / '12,34 $'; short: whole dollars drop the decimals ('$12', '12 $');
 * ceil: cents rounded up to the next dollar ('$13').
 */
export type MoneyStyle = 'full' | 'short' | 'ceil';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: MoneyLocale, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

export function assertCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value;
}

export function formatMoney(cents: Cents, locale: MoneyLocale, style: MoneyStyle = 'full'): string {
  assertCents(cents);
  if (style === 'ceil') return formatter(locale, 0).format(Math.ceil(cents / 100));
  if (style === 'short' && cents % 100 === 0) return formatter(locale, 0).format(cents / 100);
  return formatter(locale, 2).format(cents / 100);
}
