import type { MarketItemSeed, MealSeed } from './types.ts';
import marketFresh from './market-fresh.ts';
import marketPantry from './market-pantry.ts';
import mealsRtcA from './meals-rtc-a.ts';
import mealsRtcB from './meals-rtc-b.ts';
import mealsRte from './meals-rte.ts';

export const MEAL_SEEDS: MealSeed[] = [...mealsRtcA, ...mealsRtcB, ...mealsRte];
export const MARKET_SEEDS: MarketItemSeed[] = [...marketFresh, ...marketPantry];
