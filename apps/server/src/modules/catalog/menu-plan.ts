import { daysBetween, fnv1a, type IsoDate, type Region } from '@fp/domain';

/** About 35 meals a week (SPEC.md §1): 28 ready-to-cook kits and 10 ready-to-eat meals. */
export const MENU_SIZE = { rtc: 28, rte: 10 } as const;
/** How many meals change from one week to the next. */
const WEEKLY_TURNOVER = { rtc: 9, rte: 4 } as const;
const ROTATION_START: IsoDate = '2026-01-04';

/** Dishes a region keeps on its menu every week (Québec keeps its classics). */
export const REGIONAL_STAPLES: Record<string, string[]> = {
  qc: ['pate-chinois-quebec-shepherds-pie', 'tourtiere-spiced-pork-pie'],
};

export interface PlannedItem {
  key: string;
  badge: 'new' | 'chef_pick' | null;
}

function window<T>(pool: T[], start: number, size: number): T[] {
  if (pool.length === 0) return [];
  return Array.from({ length: Math.min(size, pool.length) }, (_, i) => pool[(start + i) % pool.length]!);
}

function stableOrder(keys: string[], salt: string): string[] {
  return [...keys].sort((a, b) => fnv1a(`${salt}:${a}`) - fnv1a(`${salt}:${b}`) || a.localeCompare(b));
}

function selection(pool: { rtc: string[]; rte: string[] }, weekStart: IsoDate): string[] {
  const index = Math.floor(daysBetween(ROTATION_START, weekStart) / 7);
  const rtc = stableOrder(pool.rtc, 'rtc-pool');
  const rte = stableOrder(pool.rte, 'rte-pool');
  const mod = (n: number, m: number) => (m === 0 ? 0 : ((n % m) + m) % m);
  return [
    ...window(rtc, mod(index * WEEKLY_TURNOVER.rtc, rtc.length), MENU_SIZE.rtc),
    ...window(rte, mod(index * WEEKLY_TURNOVER.rte, rte.length), MENU_SIZE.rte),
  ];
}

/**
 * The menu of a week, deterministic so every instance (and every re-run) plans the same one:
 * a rotating window over the meal pool, so consecutive weeks share most meals but about a dozen
 * change. Meals absent the week before are marked new; three are the chef's picks.
 */
export function planMenu(
  pool: { rtc: string[]; rte: string[] },
  weekStart: IsoDate,
  previousWeekStart: IsoDate,
  region: Region | null = null,
): PlannedItem[] {
  let keys = selection(pool, weekStart);
  const staples = region ? (REGIONAL_STAPLES[region] ?? []) : [];
  for (const staple of staples) {
    if (keys.includes(staple) || (!pool.rtc.includes(staple) && !pool.rte.includes(staple))) continue;
    const kind = pool.rtc.includes(staple) ? pool.rtc : pool.rte;
    // Replace the last meal of the same kind that is not itself a staple.
    const victim = [...keys].reverse().find((k) => kind.includes(k) && !staples.includes(k));
    keys = keys.map((k) => (k === victim ? staple : k));
  }
  const previous = new Set(selection(pool, previousWeekStart));
  const ordered = stableOrder(keys, `week:${weekStart}`);
  const picks = new Set(ordered.filter((k) => pool.rtc.includes(k)).slice(0, 3));
  return ordered.map((key) => ({
    key,
    badge: picks.has(key) ? 'chef_pick' : previous.has(key) ? null : 'new',
  }));
}
