// Every picture the generator can draw.
import { DISH_FAMILIES, type MarketCategory } from '../seed/types.ts';

export const ILLUSTRATION_SUBJECTS = [
  ...DISH_FAMILIES,
  'market_produce',
  'market_bakery',
  'market_dairy',
  'market_meat',
  'market_seafood',
  'market_pantry',
  'market_snacks',
  'market_beverages',
  'market_desserts',
  'market_breakfast',
  'market_frozen',
  'market_add_ons',
  'grocery',
  'hero_table',
  'cooler_bag',
  'delivery',
  'gift_card',
  'zero_waste_kit',
  'community',
  'farm',
  'kitchen',
] as const;

export type IllustrationSubject = (typeof ILLUSTRATION_SUBJECTS)[number];

/** Compile-time check that every market category has its `market_` subject. */
type MarketSubject = `market_${MarketCategory}`;
const _everyMarketCategory: readonly IllustrationSubject[] = [] as MarketSubject[];
void _everyMarketCategory;

export function isIllustrationSubject(value: string): value is IllustrationSubject {
  return (ILLUSTRATION_SUBJECTS as readonly string[]).includes(value);
}
