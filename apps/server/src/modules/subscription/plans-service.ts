import type { PlanQuote, PlanSelection as PlanSelectionInput, SubscriptionPlans } from '@fp/contracts';
import {
  checkSelection,
  DIET_PREFERENCES,
  fromPricePerServing,
  pricePerServing,
  quote as quoteOrder,
  servingsPerWeek,
  type AppliedDiscount,
  type Cents,
  type DietPreference,
  type PlanPricing,
  type PlanSelection,
  type Province,
  type QuoteLine,
} from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { ServerI18n } from '../../http/i18n.ts';
import { createPlansRepository, type PlanPreferenceRow } from './plans-repository.ts';
import { createSubscriptionRepository } from './repository.ts';

export type { PlanSelection } from '@fp/domain';

/** Where the signup keeps the chosen plan in the session's data. */
export const SIGNUP_PLAN_KEY = 'signupPlan';

export interface PlanCatalogue {
  pricing: PlanPricing;
  preferences: PlanPreferenceRow[];
}

export interface QuoteOptions {
  /** Unknown before the address step: taxes are then left out (meal kits are zero-rated anyway). */
  province?: Province | null;
  /** 1 for the household's first order. */
  orderPosition?: number;
  discounts?: AppliedDiscount[];
}

export const invalidSelection = () =>
  new AppError('invalid_selection', 400, {
    messageKey: 'plans:errors.invalidSelection',
    fields: { plan: 'plans:errors.invalidSelection' },
  });

const isPreference = (v: unknown): v is DietPreference =>
  typeof v === 'string' && (DIET_PREFERENCES as readonly string[]).includes(v);

/** The domain's shape of a plan, or undefined when a size the plan type needs is missing. */
export function toSelection(input: PlanSelectionInput): PlanSelection | undefined {
  if (input.type === 'rtc') {
    if (input.people === undefined || input.recipesPerWeek === undefined) return undefined;
    return { type: 'rtc', people: input.people, recipesPerWeek: input.recipesPerWeek, preference: input.preference };
  }
  if (input.mealsPerWeek === undefined) return undefined;
  return { type: 'rte', mealsPerWeek: input.mealsPerWeek, preference: input.preference };
}

/** A plan kept in a session, if it still has the expected shape. */
export function selectedPlan(sessionData: Record<string, unknown>): PlanSelection | null {
  const raw = sessionData[SIGNUP_PLAN_KEY] as Record<string, unknown> | null | undefined;
  if (!raw || typeof raw !== 'object' || !isPreference(raw.preference)) return null;
  const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);
  if (raw.type === 'rtc') {
    const people = int(raw.people);
    const recipesPerWeek = int(raw.recipesPerWeek);
    return people && recipesPerWeek ? { type: 'rtc', people, recipesPerWeek, preference: raw.preference } : null;
  }
  const mealsPerWeek = int(raw.mealsPerWeek);
  return raw.type === 'rte' && mealsPerWeek ? { type: 'rte', mealsPerWeek, preference: raw.preference } : null;
}

export function createPlansService(deps: { db: Db; i18n: ServerI18n }) {
  const repo = createPlansRepository(deps.db);

  async function catalogue(): Promise<PlanCatalogue> {
    const [prices, preferences, settings] = await Promise.all([repo.prices(), repo.preferences(), repo.settings()]);
    const rtc: PlanPricing['rtc'] = {};
    const rte: PlanPricing['rte'] = {};
    for (const p of prices) {
      if (p.type === 'rtc') (rtc[String(p.people)] ??= {})[String(p.count)] = p.pricePerServingCents;
      else rte[String(p.count)] = p.pricePerServingCents;
    }
    const setting = (key: string) => {
      const v = settings[key];
      if (v === undefined) throw new Error(`Plan setting ${key} is missing: run the seed`);
      return v;
    };
    return {
      preferences,
      pricing: {
        rtc,
        rte,
        premiumSurchargeCents: preferences.find((p) => p.id === 'premium')?.surchargePerServingCents ?? 0,
        deliveryFeeCents: setting('delivery_fee'),
        freeDeliveryThresholdCents: setting('free_delivery_threshold'),
        minimumOrderCents: setting('minimum_order'),
        minimumServings: Object.fromEntries(preferences.map((p) => [p.id, p.minimumServings])),
      },
    };
  }

  /** Base price plus the preference's surcharge (premium). */
  function servingPrice(cat: PlanCatalogue, selection: PlanSelection): Cents | undefined {
    const base = pricePerServing(cat.pricing, selection);
    if (base === undefined) return undefined;
    return base + (cat.preferences.find((p) => p.id === selection.preference)?.surchargePerServingCents ?? 0);
  }

  /** The selection if the price tables offer it and its preference has enough servings. */
  async function validate(input: PlanSelectionInput): Promise<PlanSelection> {
    const selection = toSelection(input);
    const cat = await catalogue();
    if (!selection || !cat.preferences.some((p) => p.id === selection.preference)) throw invalidSelection();
    const problem = checkSelection(cat.pricing, selection);
    if (problem === 'invalid_selection') throw invalidSelection();
    if (problem === 'below_minimum_servings') {
      throw new AppError('invalid_selection', 400, {
        messageKey: 'plans:errors.belowMinimumServings',
        vars: { count: cat.pricing.minimumServings[selection.preference] ?? 0 },
        fields: { plan: 'plans:errors.invalidSelection' },
      });
    }
    return selection;
  }

  function lines(cat: PlanCatalogue, selection: PlanSelection): QuoteLine[] {
    const price = servingPrice(cat, selection);
    if (price === undefined) throw invalidSelection();
    return selection.type === 'rtc'
      ? [
          {
            key: 'recipes',
            taxClass: 'zero_rated',
            quantity: selection.recipesPerWeek,
            unitPriceCents: price * selection.people,
            servings: selection.people,
          },
        ]
      : [
          {
            key: 'meals',
            taxClass: 'prepared_food',
            quantity: selection.mealsPerWeek,
            unitPriceCents: price,
            servings: 1,
          },
        ];
  }

  /** A week of a plan: the items, the discounts, delivery and (once the province is known) taxes. */
  async function quote(selection: PlanSelection, options: QuoteOptions = {}): Promise<PlanQuote> {
    const cat = await catalogue();
    const orderPosition = options.orderPosition ?? 1;
    const q = quoteOrder({
      province: options.province ?? 'ab',
      lines: lines(cat, selection),
      orderPosition,
      discounts: options.discounts ?? [],
      pricing: cat.pricing,
    });
    const taxes = options.province ? q.taxes.map((t) => ({ label: t.tax, amountCents: t.amount })) : [];
    const taxCents = taxes.reduce((s, t) => s + t.amountCents, 0);
    return {
      servings: servingsPerWeek(selection),
      pricePerServingCents: servingPrice(cat, selection)!,
      subtotalCents: q.subtotal,
      discounts: q.discountLines.map((l) => ({ label: l.label, amountCents: l.items + l.delivery })),
      discountCents: q.discountTotal,
      deliveryFeeCents: q.deliveryFee,
      regularDeliveryFeeCents: cat.pricing.deliveryFeeCents,
      taxes,
      totalCents: q.subtotal - q.discountTotal + q.deliveryFee + taxCents,
      belowMinimum: q.belowMinimum,
      minimumOrderCents: cat.pricing.minimumOrderCents,
    };
  }

  /** Everything the plans page offers, with labels in the visitor's language. */
  async function plans(locale: Locale): Promise<SubscriptionPlans> {
    const cat = await catalogue();
    const t = deps.i18n.translator(locale);
    const size = (price: Cents, count: number, servings: number) => ({
      count,
      pricePerServingCents: price,
      servings,
      weeklyCents: price * servings,
    });
    const peopleCounts = Object.keys(cat.pricing.rtc)
      .map(Number)
      .sort((a, b) => a - b);
    return {
      rtc: {
        label: t('plans:types.rtc.label'),
        description: t('plans:types.rtc.description'),
        people: peopleCounts.map((people) => ({
          people,
          label: people >= 4 ? t('plans:family', { count: people }) : t('plans:people', { count: people }),
          sizes: Object.entries(cat.pricing.rtc[String(people)] ?? {})
            .map(([recipes, price]) => size(price, Number(recipes), people * Number(recipes)))
            .sort((a, b) => a.count - b.count),
        })),
      },
      rte: {
        label: t('plans:types.rte.label'),
        description: t('plans:types.rte.description'),
        sizes: Object.entries(cat.pricing.rte)
          .map(([meals, price]) => size(price, Number(meals), Number(meals)))
          .sort((a, b) => a.count - b.count),
      },
      preferences: cat.preferences
        .filter((p) => isPreference(p.id))
        .map((p) => ({
          id: p.id as DietPreference,
          label: t.dynamic(`plans:preferences.${p.id}.label`),
          description: t.dynamic(`plans:preferences.${p.id}.description`),
          minimumServings: p.minimumServings,
          surchargePerServingCents: p.surchargePerServingCents,
        })),
      deliveryFeeCents: cat.pricing.deliveryFeeCents,
      freeDeliveryThresholdCents: cat.pricing.freeDeliveryThresholdCents,
      minimumOrderCents: cat.pricing.minimumOrderCents,
      fromPerServingCents: fromPricePerServing(cat.pricing) ?? 0,
    };
  }

  /** "Ready-to-cook · 2 people · 3 recipes · Vegetarian", for summaries and e-mails. */
  function planLabel(selection: PlanSelection, locale: Locale): string {
    const t = deps.i18n.translator(locale);
    const parts =
      selection.type === 'rtc'
        ? [
            t('plans:types.rtc.short'),
            t('plans:people', { count: selection.people }),
            t('plans:recipes', { count: selection.recipesPerWeek }),
          ]
        : [t('plans:types.rte.short'), t('plans:meals', { count: selection.mealsPerWeek })];
    return [...parts, t.dynamic(`plans:preferences.${selection.preference}.label`)].join(' · ');
  }

  return {
    catalogue,

    /**
     * Every price per serving a meal of an order can be at: each plan's price, with the premium
     * surcharge too, and the prices the households' plans were made at. The editor's menu is
     * built only for these (a made-up price would be a menu built for nobody).
     */
    async mealPrices(): Promise<Set<Cents>> {
      const [{ pricing }, inUse] = await Promise.all([
        catalogue(),
        createSubscriptionRepository(deps.db).pricesInUse(),
      ]);
      const base = [
        ...Object.values(pricing.rtc).flatMap((byCount) => Object.values(byCount)),
        ...Object.values(pricing.rte),
      ];
      return new Set([...base, ...base.map((p) => p + pricing.premiumSurchargeCents), ...inUse]);
    },
    plans,
    validate,
    quote,
    planLabel,
    selectedPlan,
    /** The "from" price per serving of all plans or of one kind (decision 018), for other pages. */
    async fromPrice(kind?: 'rtc' | 'rte'): Promise<Cents | undefined> {
      return fromPricePerServing((await catalogue()).pricing, kind);
    },
    /** Price per serving and week before discounts (team interface `priceFor`). */
    async priceFor(selection: PlanSelection) {
      const q = await quote(selection, { orderPosition: 2 });
      return { pricePerServingCents: q.pricePerServingCents, servings: q.servings, subtotalCents: q.subtotalCents };
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
