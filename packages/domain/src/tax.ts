import type { Cents } from './money.ts';

import type { Region } from './vocabulary.ts';

/** Taxes follow the province, which is also the delivery region. */
export type Province = Region;

/**
 * Tax classes (DESIGN.md §5): basic groceries and meal kits are zero-rated; prepared food
 * (ready-to-eat meals, snacks, soft drinks) pays GST/HST (and QST) but not BC PST; general goods
 * pay every sales tax; the delivery fee pays GST/HST (and QST).
 */
export type TaxClass = 'zero_rated' | 'prepared_food' | 'general' | 'delivery';

export type TaxName = 'GST' | 'HST' | 'PST' | 'QST';

/** Rates in thousandths of a percent (5% = 5000), so QST's 9.975% is exact. */
const RATES: Record<Province, Partial<Record<TaxName, number>>> = {
  bc: { GST: 5000, PST: 7000 },
  ab: { GST: 5000 },
  on: { HST: 13000 },
  qc: { GST: 5000, QST: 9975 },
};

/** Which taxes each class pays; BC PST applies only to general goods. */
function appliesTo(tax: TaxName, taxClass: TaxClass): boolean {
  if (taxClass === 'zero_rated') return false;
  if (tax === 'PST') return taxClass === 'general';
  return true;
}

export interface TaxableLine {
  taxClass: TaxClass;
  /** Amount after discounts, in cents. */
  amount: Cents;
}

export interface TaxLine {
  tax: TaxName;
  /** Thousandths of a percent. */
  rate: number;
  base: Cents;
  amount: Cents;
}

/** Half-up rounding of a non-negative amount of cents × rate / 100 000. */
function taxOf(base: Cents, rate: number): Cents {
  return Math.floor((base * rate + 50_000) / 100_000);
}

/**
 * Sales taxes of an invoice: each tax is computed once on the sum of the lines it applies to and
 * rounded half up to the cent (so a total never drifts with the number of lines).
 */
export function computeTaxes(province: Province, lines: TaxableLine[]): TaxLine[] {
  const out: TaxLine[] = [];
  for (const [tax, rate] of Object.entries(RATES[province]) as [TaxName, number][]) {
    const base = lines.filter((l) => appliesTo(tax, l.taxClass)).reduce((sum, l) => sum + Math.max(0, l.amount), 0);
    if (base > 0) out.push({ tax, rate, base, amount: taxOf(base, rate) });
  }
  return out;
}

export function totalTax(lines: TaxLine[]): Cents {
  return lines.reduce((sum, l) => sum + l.amount, 0);
}

export function provinceOfRegion(region: string): Province {
  if (region === 'bc' || region === 'ab' || region === 'on' || region === 'qc') return region;
  throw new RangeError(`Not a served province: ${region}`);
}
