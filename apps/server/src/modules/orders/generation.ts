import {
  cutoffFor,
  DELIVERY_DAYS,
  REGION_TIME_ZONES,
  type CutoffRule,
  type DeliveryDay,
  upcomingDeliveryDates,
  weekStartOf,
  type Clock,
  type DietPreference,
  type PlanPricing,
  type PlanSelection,
  type Province,
} from '@fp/domain';
import type { Db } from '../../db/types.ts';
import type { CatalogService } from '../catalog/service.ts';
import {
  createCycleRepository,
  profileKey,
  type GeneratedOrder,
  type PlanProfile,
  type PricedProfile,
  type WeekSlot,
} from './cycle-repository.ts';
import { DRAFT_POSITION, draftPrices } from './drafts.ts';
import { createMarketItemsRepository, type AddedItem } from './market-items-repository.ts';
import { holdNewItems, type StockPort } from './market-stock.ts';
import { planOrder } from './pricing.ts';

export interface GenerationDeps {
  db: Db;
  clock: Clock;
  catalog: CatalogService;
  /** Plan prices, delivery fee, free-delivery threshold and minimum (data of the subscription module). */
  pricing: () => Promise<PlanPricing>;
  horizonWeeks: number;
  /** The delivery module's stored cutoff rules, read once per run (decision 025: one cutoff rule). */
  cutoffRules: () => Promise<CutoffRuleOf>;
  /** The week's stock of items, held for the market subscriptions' items (decision 034). */
  stock?: StockPort;
}

export type CutoffRuleOf = (province: Province, day: DeliveryDay) => CutoffRule;

export interface WeekGeneration {
  weekStart: string;
  /** Orders created (or, in a dry run, that would be). */
  created: number;
  /** Dry run only: the orders it would create. */
  orders?: GeneratedOrder[];
}

const PROVINCES = Object.keys(REGION_TIME_ZONES) as Province[];

function selectionOf(p: PlanProfile): PlanSelection | undefined {
  const preference = p.preference as DietPreference;
  if (p.planType === 'rtc') {
    return p.people && p.recipesPerWeek
      ? { type: 'rtc', people: p.people, recipesPerWeek: p.recipesPerWeek, preference }
      : undefined;
  }
  return p.mealsPerWeek ? { type: 'rte', mealsPerWeek: p.mealsPerWeek, preference } : undefined;
}

/**
 * The upcoming delivery weeks, each with its slots (province × delivery day): for every slot, the
 * next `horizon` deliveries whose cutoff has not passed.
 */
export function horizonWeeks(now: Date, horizon: number, ruleOf: CutoffRuleOf): Map<string, WeekSlot[]> {
  const weeks = new Map<string, WeekSlot[]>();
  for (const province of PROVINCES) {
    const timeZone = REGION_TIME_ZONES[province];
    for (const day of DELIVERY_DAYS) {
      const rule = ruleOf(province, day);
      for (const d of upcomingDeliveryDates(now, timeZone, [day], horizon, rule)) {
        const week = weekStartOf(d.date);
        const slots = weeks.get(week) ?? [];
        slots.push({ province, day, deliveryDate: d.date, cutoffAt: cutoffFor(d.date, timeZone, rule) });
        weeks.set(week, slots);
      }
    }
  }
  return new Map([...weeks].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Weekly order generation, set-based: the plans of the active subscriptions are grouped into
 * profiles, each profile is priced once per week from that week's menu, and one statement per
 * week writes every missing order (decision 027). Re-running creates nothing.
 */
export function createGeneration(deps: GenerationDeps) {
  const repo = createCycleRepository(deps.db);

  async function priceProfiles(profiles: PlanProfile[], slots: WeekSlot[], pricing: PlanPricing) {
    const priced: PricedProfile[] = [];
    for (const profile of profiles) {
      const slot = slots.find((s) => s.province === profile.province);
      const selection = selectionOf(profile);
      if (!slot || !selection) continue;
      const menu = await deps.catalog.mealsForDelivery(slot.deliveryDate, profile.province, selection.type);
      const plan = planOrder({
        selection,
        pricing,
        pricePerServingCents: profile.pricePerServingCents,
        menu,
        province: profile.province,
        orderPosition: DRAFT_POSITION,
        discounts: [],
      });
      // No menu for that week yet: its orders are made by a later run, once the menu exists.
      if (!plan) continue;
      const q = plan.quote;
      priced.push({
        key: profileKey(profile),
        subtotalCents: q.subtotal,
        discountCents: q.discountTotal,
        deliveryFeeCents: q.deliveryFee,
        taxCents: q.taxTotal,
        totalCents: q.total,
        items: plan.items.map((i) => ({
          productId: i.productId,
          quantity: i.servings,
          unitPriceCents: i.unitPriceCents,
          taxClass: i.taxClass,
        })),
        taxes: q.taxes.filter((t) => t.amount > 0).map((t) => ({ label: t.tax, amountCents: t.amount })),
      });
    }
    return priced;
  }

  return {
    /** Creates the missing orders over the horizon (or only lists them with `dryRun`). */
    async generate(options: { weeks?: number; dryRun?: boolean } = {}): Promise<WeekGeneration[]> {
      const horizon = options.weeks ?? deps.horizonWeeks;
      const [profiles, pricing, ruleOf] = await Promise.all([
        repo.activeProfiles(),
        deps.pricing(),
        deps.cutoffRules(),
      ]);
      // Market subscriptions' items in the new orders (decision 034): their stock is held (an item
      // the week is short of is dropped), then those orders are priced again with them.
      const afterMarketItems = async (tx: Db, added: AddedItem[]) => {
        const r = createMarketItemsRepository(tx);
        if (deps.stock) await r.deleteItems(await holdNewItems(tx, added, deps.stock));
        const orderIds = [...new Set(added.map((a) => a.orderId))];
        const rows = await r.ordersById(orderIds);
        const items = await r.itemsOf(orderIds);
        await r.writeDrafts(draftPrices(rows, items, pricing), deps.clock.now());
      };
      const out: WeekGeneration[] = [];
      for (const [weekStart, slots] of horizonWeeks(deps.clock.now(), horizon, ruleOf)) {
        const priced = await priceProfiles(profiles, slots, pricing);
        if (options.dryRun) {
          const orders = await repo.previewWeek(slots, priced);
          out.push({ weekStart, created: orders.length, orders });
        } else {
          // One transaction per province, side by side: on PostgreSQL each runs on its own
          // connection, so the week's inserts use more than one core (PGlite takes them in turn).
          const byProvince = Map.groupBy(slots, (s) => s.province);
          const created = await Promise.all(
            [...byProvince.values()].map((group) => repo.generateWeek(group, priced, afterMarketItems)),
          );
          out.push({ weekStart, created: created.reduce((a, b) => a + b, 0) });
        }
      }
      return out;
    },
  };
}
