import {
  cutoffFor,
  DELIVERY_DAYS,
  REGION_TIME_ZONES,
  type CutoffRule,
  type DeliveryDay,
  upcomingDeliveryDates,
  weekStartOf,
  type DietPreference,
  type PlanPricing,
  type PlanSelection,
  type Province,
} from '@fp/domain';
import type { Db } from '../../../db/types.ts';
import type { OrdersDeps } from '../deps.ts';
import { DRAFT_POSITION, draftPrices } from '../draft-prices.ts';
import { createMarketItemsRepository, type AddedItem } from '../market/market-items-repository.ts';
import { holdNewItems } from '../market/market-stock.ts';
import type { OrderItemRow } from '../order-repository.ts';
import { planOrder } from '../plan-order.ts';
import {
  createGenerationRepository,
  profileKey,
  type GeneratedOrder,
  type PlanProfile,
  type PricedProfile,
  type WeekSlot,
} from './generation-repository.ts';

export type CutoffRuleOf = (province: Province, day: DeliveryDay) => CutoffRule;

export interface WeekGeneration {
  weekStart: string;
  /** Orders created (or, in a dry run, that would be). */
  created: number;
  /** Dry run only: the orders it would create. */
  orders?: GeneratedOrder[];
}

const PROVINCES = Object.keys(REGION_TIME_ZONES) as Province[];

/** Orders priced again at a time once generation put market items in them. */
const REPRICE_CHUNK = 5_000;

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
export function createGeneration(deps: OrdersDeps) {
  const repo = createGenerationRepository(deps.db);

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

  /**
   * The dry run's orders with the market subscriptions' items generation would add, priced by
   * the same rule as generation's drafts (decision 037). Stock is not held, so a week short of an
   * item shows it anyway.
   */
  async function withMarketItems(
    orders: GeneratedOrder[],
    priced: PricedProfile[],
    pricing: PlanPricing,
  ): Promise<GeneratedOrder[]> {
    const market = await createMarketItemsRepository(deps.db).runningItems(orders);
    if (market.length === 0) return orders;
    const byOrder = Map.groupBy(market, (m) => `${m.clientId}|${m.deliveryDate}`);
    const profiles = new Map(priced.map((p) => [p.key, p]));
    // Orders that do not exist yet: negative ids stand for them (they have no codes of their own).
    const rows = orders.map((o, i) => ({
      id: -(i + 1),
      clientId: o.clientId,
      province: o.province!,
      position: o.position ?? DRAFT_POSITION,
    }));
    const items = orders.flatMap((o, i) => [
      ...(profiles.get(o.profileKey ?? '')?.items ?? []).map((m) => ({
        orderId: -(i + 1),
        productId: m.productId,
        kind: 'meal' as const,
        quantity: m.quantity,
        unitPriceCents: m.unitPriceCents,
        // Profiles are priced from the menu's meals, whose tax classes are these.
        taxClass: m.taxClass as OrderItemRow['taxClass'],
      })),
      ...(byOrder.get(`${o.clientId}|${o.deliveryDate}`) ?? []).map((m) => ({
        orderId: -(i + 1),
        kind: 'market' as const,
        ...m,
      })),
    ]);
    const withItems = rows.filter((r, i) => byOrder.has(`${orders[i]!.clientId}|${orders[i]!.deliveryDate}`));
    const discounts = await deps.discounts.discountsOfOrders(withItems, deps.db);
    const prices = new Map(draftPrices(withItems, items, pricing, discounts).map((p) => [p.orderId, p]));
    return orders.map((o, i) => {
      const units = (byOrder.get(`${o.clientId}|${o.deliveryDate}`) ?? []).reduce((n, m) => n + m.quantity, 0);
      const price = prices.get(-(i + 1));
      return price ? { ...o, totalCents: price.totalCents, marketUnits: units } : o;
    });
  }

  return {
    /** Creates the missing orders over the horizon (or only lists them with `dryRun`). */
    async generate(options: { weeks?: number; dryRun?: boolean } = {}): Promise<WeekGeneration[]> {
      const horizon = options.weeks ?? deps.settings.horizonWeeks;
      const [profiles, { pricing }, ruleOf] = await Promise.all([
        repo.activeProfiles(),
        deps.plans.catalogue(),
        deps.delivery.cutoffRuleBook(),
      ]);
      // Market subscriptions' items in the new orders (decision 034): their stock is held (an item
      // the week is short of is dropped), then those orders are priced again with them.
      const afterMarketItems = async (tx: Db, added: AddedItem[]) => {
        const r = createMarketItemsRepository(tx);
        await r.deleteItems(await holdNewItems(tx, added, deps.stock));
        // A few thousand orders at a time: the reads name them, and a statement's parameters are
        // bounded (issue 24, defect 7); all in the week's one transaction.
        const orderIds = [...new Set(added.map((a) => a.orderId))];
        for (let i = 0; i < orderIds.length; i += REPRICE_CHUNK) {
          const chunk = orderIds.slice(i, i + REPRICE_CHUNK);
          const rows = await r.ordersById(chunk);
          const items = await r.itemsOf(chunk);
          const discounts = await deps.discounts.discountsOfOrders(rows, tx);
          await r.writeDrafts(draftPrices(rows, items, pricing, discounts), deps.clock.now());
        }
      };
      const out: WeekGeneration[] = [];
      for (const [weekStart, slots] of horizonWeeks(deps.clock.now(), horizon, ruleOf)) {
        const priced = await priceProfiles(profiles, slots, pricing);
        if (options.dryRun) {
          const orders = await withMarketItems(await repo.previewWeek(slots, priced), priced, pricing);
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
