import type { DiscountBar } from '@fp/contracts';
import { formatMoney, MENU_TIME_ZONE, todayIn, type AppliedDiscount, type Clock, type DiscountRule } from '@fp/domain';
import type { Locale, MessageKey, TranslateFunction } from '@fp/i18n';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { ServerI18n } from '../../http/i18n.ts';
import type { AnyColumn, SQL } from 'drizzle-orm';
import {
  createDiscountsRepository,
  discountFactsFrom,
  type DiscountCodeRow,
  type DiscountFactsJson,
} from './repository.ts';

export type { DiscountFactsJson } from './repository.ts';

/** The signup offer every new household gets when it holds no other code (brand: 2 free meals). */
export const DEFAULT_SIGNUP_CODE = 'FPFREEMEALS';
/** A referred household's reward (SPEC.md §1: a credit and 3 free meals). */
export const REFERRAL_REWARD = { creditCents: 2000, freeServings: 3 } as const;
/** Where a session keeps what the visitor brought (SPEC.md §7 save_discount_and_referral). */
export const HELD_DISCOUNT_KEY = 'discount';
/**
 * A checkout's reservation of a code counts as a use for this long (decision 016): longer than
 * any live checkout, after which the reconciliation has voided its payment.
 */
export const RESERVATION_TTL_MS = 10 * 60_000;

export interface HeldDiscount {
  discountCode?: string;
  referral?: { code: string; referralId?: string };
}

export type InvalidCodeReason =
  'unknown' | 'notYet' | 'expired' | 'exhausted' | 'alreadyUsed' | 'newCustomersOnly' | 'referral' | 'ownReferral';

/**
 * The discounts the cutoff applies to a household's later orders, from the codes it redeemed on
 * an order (in redemption order): multi-order and recurring codes, named in the household's language.
 */
function continuingOf(
  codes: readonly Pick<DiscountCodeRow, 'code' | 'rule' | 'nameEn' | 'nameFr'>[],
  locale: Locale,
): AppliedDiscount[] {
  return codes
    .filter((c) => c.rule.type === 'multi_order' || c.rule.type === 'recurring')
    .map((c) => ({ label: locale === 'fr' ? c.nameFr : c.nameEn, rule: c.rule, code: c.code }));
}

export const EMPTY_DISCOUNT_BAR: DiscountBar = { discount: null, firstWeekDiscount: null, textEn: null, textFr: null };

/** "Invalid code" with the reason, on the field the code came in. */
export const invalidCode = (reason: InvalidCodeReason, field = 'code') => {
  const key = `discounts:errors.${reason}` as MessageKey;
  return new AppError('invalid_code', 400, { messageKey: key, fields: { [field]: key } });
};

export function heldDiscount(sessionData: Record<string, unknown>): HeldDiscount {
  const held = sessionData[HELD_DISCOUNT_KEY] as HeldDiscount | null | undefined;
  if (!held || typeof held !== 'object') return {};
  return {
    ...(typeof held.discountCode === 'string' ? { discountCode: held.discountCode } : {}),
    ...(held.referral && typeof held.referral.code === 'string' ? { referral: held.referral } : {}),
  };
}

/** Postal code and first address line, normalised: the same door counts as one household. */
export function householdKey(line1: string, postalCode: string): string {
  return `${postalCode.replace(/\s+/g, '').toUpperCase()}|${line1
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}`;
}

export interface CheckContext {
  clientId: number | null;
  householdKey?: string | null;
  /** Position of the order the code would apply to; 1 (a first order) unless told. */
  orderPosition?: number;
}

export interface DiscountsDeps {
  db: Db;
  clock: Clock;
  i18n: ServerI18n;
  /** How many orders a client already has (the orders module provides it once it exists). */
  /** Runs on the caller's handle: inside a transaction, PGlite's one connection is that transaction. */
  orderCount?: (clientId: number, db: Db) => Promise<number>;
}

type T = TranslateFunction;

function barText(row: DiscountCodeRow, t: T, locale: Locale): string {
  const rule = row.rule;
  const money = (cents: number) => formatMoney(cents, locale, 'short');
  const code = row.code;
  switch (rule.type) {
    case 'percentage':
      return t('discounts:bar.percentage', { code, percent: rule.percent });
    case 'first_week':
      return rule.amountCents
        ? t('discounts:bar.firstWeekAmount', { code, amount: money(rule.amountCents) })
        : t('discounts:bar.firstWeekPercent', { code, percent: rule.percent ?? 0 });
    case 'fixed':
      return t('discounts:bar.fixed', { code, amount: money(rule.amountCents) });
    case 'multi_order':
      return t('discounts:bar.multi', {
        code,
        amount: money(rule.elements.reduce((s, e) => s + e.amountCents, 0)),
        count: rule.elements.length,
      });
    case 'free_meals':
      return t('discounts:bar.freeMeals', { code, count: rule.servings });
    case 'free_delivery':
      return t('discounts:bar.freeDelivery', { code });
    case 'recurring':
      return rule.orders
        ? t('discounts:bar.recurring', { code, percent: rule.percent, count: rule.orders })
        : t('discounts:bar.recurringForever', { code, percent: rule.percent });
  }
}

function barType(rule: DiscountRule): NonNullable<DiscountBar['discount']>['type'] {
  if (rule.type === 'multi_order') return 'MultiorderDiscountCode';
  if (rule.type === 'percentage' || rule.type === 'recurring' || (rule.type === 'first_week' && !rule.amountCents)) {
    return 'PercentageDiscount';
  }
  return 'DiscountCode';
}

/**
 * The discounts one order is priced with (decision 037): the referral welcome on a referred
 * household's first order, the codes redeemed on this very order (the signup's one-time
 * promotion), then the continuing ones (multi-order and recurring), each once.
 */
type CodeFacts = Pick<DiscountCodeRow, 'id' | 'code' | 'rule' | 'nameEn' | 'nameFr'>;

function discountsOfOrder(
  redeemed: readonly { code: CodeFacts; orderId: number }[],
  referred: boolean,
  orderId: number,
  locale: Locale,
  referralLabel: (locale: Locale) => string,
): { at(position: number): AppliedDiscount[] } {
  const applied = (c: CodeFacts): AppliedDiscount => ({
    label: locale === 'fr' ? c.nameFr : c.nameEn,
    rule: c.rule,
    code: c.code,
  });
  const own = redeemed.filter((r) => r.orderId === orderId).map((r) => r.code);
  const continuing = redeemed
    .map((r) => r.code)
    .filter((c) => (c.rule.type === 'multi_order' || c.rule.type === 'recurring') && !own.some((o) => o.id === c.id));
  const unique = continuing.filter((c, i) => continuing.findIndex((x) => x.id === c.id) === i);
  const codes = [...own, ...unique].map(applied);
  const welcome: AppliedDiscount = {
    label: referralLabel(locale),
    rule: { type: 'free_meals', servings: REFERRAL_REWARD.freeServings },
  };
  return { at: (position) => (referred && position === 1 ? [welcome, ...codes] : codes) };
}

export function createDiscountsService(deps: DiscountsDeps) {
  const repo = (db: Db = deps.db) => createDiscountsRepository(db);
  const today = () => todayIn(deps.clock, MENU_TIME_ZONE);
  const referralLabel = (locale: Locale) => deps.i18n.translator(locale)('discounts:names.referral');

  async function orderPositionOf(ctx: CheckContext, db: Db = deps.db): Promise<number> {
    if (ctx.orderPosition !== undefined) return ctx.orderPosition;
    if (ctx.clientId !== null && deps.orderCount) return (await deps.orderCount(ctx.clientId, db)) + 1;
    return 1;
  }

  /** The code if this household may use it now on this order; otherwise "Invalid code" and why. */
  async function check(code: string, ctx: CheckContext, db?: Db, lock = false): Promise<DiscountCodeRow> {
    const r = repo(db);
    const row = await r.byCode(code.trim(), { lock });
    if (!row || !row.active) throw invalidCode('unknown');
    const now = today();
    if (row.validFrom && now < row.validFrom) throw invalidCode('notYet');
    if (row.validUntil && now > row.validUntil) throw invalidCode('expired');
    if (row.firstOrderOnly && (await orderPositionOf(ctx, db)) > 1) throw invalidCode('newCustomersOnly');
    const counted = { clientId: ctx.clientId, freshSince: new Date(deps.clock.now().getTime() - RESERVATION_TTL_MS) };
    if (row.maxUses !== null && (await r.uses(row.id, counted)) >= row.maxUses) throw invalidCode('exhausted');
    if ((await r.householdUses(row.id, counted, ctx.householdKey ?? null)) >= row.maxUsesPerHousehold) {
      throw invalidCode('alreadyUsed');
    }
    return row;
  }

  /** A referral code of another client than the one signing up. */
  async function checkReferral(code: string, clientId: number | null, db?: Db) {
    const row = await repo(db).referralCode(code.trim());
    if (!row) throw invalidCode('referral', 'referral');
    if (row.clientId === clientId) throw invalidCode('ownReferral', 'referral');
    return row;
  }

  /** The held code, if it still applies (a code that expired since is dropped silently). */
  async function usableCode(
    held: HeldDiscount,
    clientId: number | null,
    household: string | null = null,
  ): Promise<DiscountCodeRow | undefined> {
    if (!held.discountCode) return undefined;
    return check(held.discountCode, { clientId, householdKey: household }).catch(() => undefined);
  }

  async function usableReferral(held: HeldDiscount, clientId: number | null) {
    if (!held.referral) return undefined;
    return checkReferral(held.referral.code, clientId).catch(() => undefined);
  }

  return {
    check,
    checkReferral,
    heldDiscount,
    householdKey,
    defaultSignupCode: DEFAULT_SIGNUP_CODE,
    referralReward: REFERRAL_REWARD,

    /**
     * What the visitor brought in the URL, checked; nothing is kept when anything is invalid.
     * A code that does not stack with a referral gives way to it.
     */
    async saveFromUrl(
      sessionData: Record<string, unknown>,
      input: { code?: string | undefined; referral?: string | undefined; referralId?: string | undefined },
      clientId: number | null,
    ): Promise<HeldDiscount> {
      const next = { ...heldDiscount(sessionData) };
      const code = input.code ? await check(input.code, { clientId }) : undefined;
      const referral = input.referral ? await checkReferral(input.referral, clientId) : undefined;
      if (referral) {
        next.referral = { code: referral.code, ...(input.referralId ? { referralId: input.referralId } : {}) };
      }
      if (code) next.discountCode = code.code;
      if (next.referral && next.discountCode) {
        const codeRow = code ?? (await repo().byCode(next.discountCode));
        if (!codeRow?.stackable) {
          // The friend's invitation wins over a code brought with it; a code brought later replaces it.
          if (referral) delete next.discountCode;
          else delete next.referral;
        }
      }
      return next;
    },

    /** The code typed during signup; an empty code removes the one held. */
    async saveCode(sessionData: Record<string, unknown>, code: string, clientId: number | null): Promise<HeldDiscount> {
      const next = { ...heldDiscount(sessionData) };
      if (!code.trim()) {
        delete next.discountCode;
        return next;
      }
      const row = await check(code, { clientId });
      next.discountCode = row.code;
      if (!row.stackable) delete next.referral;
      return next;
    },

    /**
     * The promotions a first order gets: the held code and the referral's free meals, or the
     * default signup offer when nothing is held. The pricing caps them at half the order.
     */
    async firstOrderDiscounts(
      sessionData: Record<string, unknown>,
      clientId: number | null,
      locale: Locale,
      /** Once the address is known, a code the household already used no longer applies. */
      household: string | null = null,
      /** Decision 017: an address that already has a subscriber gets no first-order offer. */
      householdServed = false,
    ): Promise<AppliedDiscount[]> {
      const held = heldDiscount(sessionData);
      const t = deps.i18n.translator(locale);
      const out: AppliedDiscount[] = [];
      if (householdServed) {
        const code = await usableCode(held, clientId, household);
        if (code && !code.firstOrderOnly) {
          out.push({ label: locale === 'fr' ? code.nameFr : code.nameEn, rule: code.rule, code: code.code });
        }
        return out;
      }
      const referral = await usableReferral(held, clientId);
      if (referral) {
        out.push({
          label: t('discounts:names.referral'),
          rule: { type: 'free_meals', servings: REFERRAL_REWARD.freeServings },
        });
      }
      const code = await usableCode(held, clientId, household);
      if (code) out.push({ label: locale === 'fr' ? code.nameFr : code.nameEn, rule: code.rule, code: code.code });
      if (out.length === 0) {
        const offer = await usableCode({ discountCode: DEFAULT_SIGNUP_CODE }, clientId, household);
        if (offer)
          out.push({ label: locale === 'fr' ? offer.nameFr : offer.nameEn, rule: offer.rule, code: offer.code });
      }
      return out;
    },

    /**
     * The promotions that go on after the first order (decision 027): multi-order elements and
     * recurring discounts of the codes the household redeemed. The pricing applies each one only
     * at the order positions its rule names.
     */
    async continuingDiscounts(clientId: number, locale: Locale, db?: Db): Promise<AppliedDiscount[]> {
      return continuingOf(await repo(db).redeemedCodes(clientId), locale);
    },

    /**
     * The discounts one order is priced with, by the editor and by the cutoff alike (decision
     * 037): the referral welcome and the codes the signup redeemed on this very order (its
     * one-time promotion), then the continuing ones; `at(position)` drops the referral welcome
     * from any order but the first.
     */
    async orderDiscounts(
      clientId: number,
      orderId: number,
      locale: Locale,
      db?: Db,
    ): Promise<{ at(position: number): AppliedDiscount[] }> {
      const { redeemed, referred } = await repo(db).orderDiscountFacts(clientId);
      return discountsOfOrder(redeemed, referred, orderId, locale, referralLabel);
    },

    /** The facts `orderDiscounts` prices from, as a subquery of another module's one read (the editor's). */
    orderDiscountFactsSql: (clientId: AnyColumn | SQL) => repo().orderDiscountFactsSql(clientId),

    /** `orderDiscounts` from the facts `orderDiscountFactsSql` answered. */
    orderDiscountsOf(
      facts: DiscountFactsJson,
      orderId: number,
      locale: Locale,
    ): { at(position: number): AppliedDiscount[] } {
      const { redeemed, referred } = discountFactsFrom(facts);
      return discountsOfOrder(redeemed, referred, orderId, locale, referralLabel);
    },

    /**
     * `orderDiscounts` of many orders at once, each labelled in its household's language: the
     * drafts of a generated week and of a market subscription's changes (decision 037).
     */
    async discountsOfOrders(
      orders: readonly { id: number; clientId: number; position: number }[],
      db?: Db,
    ): Promise<Map<number, AppliedDiscount[]>> {
      const facts = await repo(db).discountFactsOf([...new Set(orders.map((o) => o.clientId))]);
      const byClient = Map.groupBy(facts.redeemed, (r) => r.clientId);
      return new Map(
        orders.map((o) => [
          o.id,
          discountsOfOrder(
            byClient.get(o.clientId) ?? [],
            facts.referred.has(o.clientId),
            o.id,
            facts.locales.get(o.clientId) ?? 'en',
            referralLabel,
          ).at(o.position),
        ]),
      );
    },

    /** What the signup holds; FPFREEMEALS goes on the plans link under the immediate-billing flag. */
    signupState(sessionData: Record<string, unknown>, immediateBilling: boolean) {
      const held = heldDiscount(sessionData);
      const nothingHeld = !held.discountCode && !held.referral;
      return {
        discountCode: held.discountCode ?? null,
        referralCode: held.referral?.code ?? null,
        plansLinkCode: immediateBilling && nothingHeld ? DEFAULT_SIGNUP_CODE : null,
      };
    },

    /** The referred household's reward and who referred it, for the signup to record. */
    async referralFor(sessionData: Record<string, unknown>, clientId: number | null) {
      const held = heldDiscount(sessionData);
      const row = await usableReferral(held, clientId);
      if (!row) return null;
      return {
        code: row.code,
        referrerId: row.clientId,
        referralId: held.referral?.referralId ?? null,
        ...REFERRAL_REWARD,
      };
    },

    /**
     * Counts one use of a code on an order, inside the caller's transaction: the code row is
     * locked and checked again so that concurrent checkouts never exceed its limits. Repeating it
     * for the same order changes nothing.
     */
    async redeem(
      tx: Db,
      values: { code: string; clientId: number; householdKey: string; orderId: number; orderPosition?: number },
    ): Promise<number> {
      const r = repo(tx);
      const row = await r.byCode(values.code, { lock: true });
      if (row && (await r.redemption(row.id, values.orderId))) return row.id;
      // The checkout reserved the use under this lock before paying: it becomes the order's.
      if (row && (await r.spendReservation(row.id, values.clientId, values.orderId))) return row.id;
      const checked = await check(
        values.code,
        {
          clientId: values.clientId,
          householdKey: values.householdKey,
          ...(values.orderPosition !== undefined ? { orderPosition: values.orderPosition } : {}),
        },
        tx,
      );
      await r.insertRedemption({
        codeId: checked.id,
        clientId: values.clientId,
        householdKey: values.householdKey,
        orderId: values.orderId,
      });
      return checked.id;
    },

    /**
     * Reserves one use of each code for a checkout before it pays, under the codes' row locks, so
     * parallel checkouts never both get the last use (decision 016). All or nothing: false (and
     * nothing reserved) when any code's limit is reached by others since it was priced.
     */
    async reserve(codes: string[], use: { clientId: number; householdKey: string }): Promise<boolean> {
      if (codes.length === 0) return true;
      return deps.db.transaction(async (tx) => {
        const r = repo(tx);
        for (const code of [...codes].sort()) {
          let row: DiscountCodeRow;
          try {
            row = await check(
              code,
              { clientId: use.clientId, householdKey: use.householdKey, orderPosition: 1 },
              tx,
              true,
            );
          } catch (error) {
            if (error instanceof AppError && error.code === 'invalid_code') {
              await r.releaseReservations(use.clientId);
              return false;
            }
            throw error;
          }
          await r.reserve({ codeId: row.id, ...use, at: deps.clock.now() });
        }
        return true;
      });
    },

    /** The code a household put on one of its orders (the payment settings' promo code), if any. */
    async codeOnOrder(orderId: number, locale: Locale): Promise<{ code: string; name: string } | null> {
      const [row] = await repo().codesOnOrder(orderId);
      return row ? { code: row.code, name: locale === 'fr' ? row.nameFr : row.nameEn } : null;
    },

    /** Takes the codes off an order not paid yet, inside the caller's transaction: their uses count no more. */
    async unredeem(tx: Db, clientId: number, orderId: number): Promise<void> {
      await repo(tx).deleteRedemptionsOf(clientId, orderId);
    },

    /** A checkout that will not pay (declined, re-priced, abandoned) gives its reservations back. */
    async releaseReservations(clientId: number, tx?: Db): Promise<void> {
      await repo(tx).releaseReservations(clientId);
    },

    /** Who referred whom, once, inside the signup's transaction. */
    async recordReferral(
      tx: Db,
      values: { referrerId: number; referredId: number; code: string; referralId?: string | null },
    ) {
      await repo(tx).recordReferral({ ...values, referralId: values.referralId ?? null });
    },

    /** A client's own referral code, created on first use from their first name. */
    async referralCodeOf(clientId: number, firstName: string, db?: Db): Promise<string> {
      const r = repo(db);
      const existing = await r.referralCodeOf(clientId);
      if (existing) return existing.code;
      const base = firstName
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .toUpperCase()
        .slice(0, 10);
      await r.insertReferralCode(`${base || 'FRIEND'}${clientId}`, clientId);
      return (await r.referralCodeOf(clientId))!.code;
    },

    /** SPEC.md §3 discount bar for visitors: the held referral or code, in both languages. */
    barSource: {
      async forSession(sessionData: Record<string, unknown>, clientId: number | null): Promise<DiscountBar> {
        // The bar is for visitors; a subscriber sees their discounts on their orders.
        if (clientId !== null) return EMPTY_DISCOUNT_BAR;
        const held = heldDiscount(sessionData);
        const en = deps.i18n.translator('en');
        const fr = deps.i18n.translator('fr');
        const referral = await usableReferral(held, clientId);
        const code = await usableCode(held, clientId);
        if (referral && !code) {
          const text = (t: T, locale: Locale) =>
            t('discounts:bar.referral', {
              credit: formatMoney(REFERRAL_REWARD.creditCents, locale, 'short'),
              count: REFERRAL_REWARD.freeServings,
            });
          return {
            discount: {
              type: 'ReferralCode',
              name: en('discounts:names.referral'),
              code: referral.code,
              value: REFERRAL_REWARD.creditCents,
              percentageValue: null,
              maxServingsDiscount: REFERRAL_REWARD.freeServings,
              elements: [],
            },
            firstWeekDiscount: null,
            textEn: text(en, 'en'),
            textFr: text(fr, 'fr'),
          };
        }
        if (!code) return EMPTY_DISCOUNT_BAR;
        const rule = code.rule;
        return {
          discount: {
            type: barType(rule),
            name: code.nameEn,
            code: code.code,
            value:
              rule.type === 'fixed' ? rule.amountCents : rule.type === 'first_week' ? (rule.amountCents ?? null) : null,
            percentageValue:
              rule.type === 'percentage' || rule.type === 'recurring'
                ? rule.percent
                : rule.type === 'first_week'
                  ? (rule.percent ?? null)
                  : null,
            maxServingsDiscount: rule.type === 'free_meals' ? rule.servings : null,
            elements:
              rule.type === 'multi_order'
                ? [...rule.elements]
                    .sort((a, b) => a.orderPosition - b.orderPosition)
                    .map((e) => ({ value: e.amountCents, orderPosition: e.orderPosition }))
                : [],
          },
          firstWeekDiscount: rule.type === 'first_week' ? (rule.amountCents ?? null) : null,
          textEn: barText(code, en, 'en'),
          textFr: barText(code, fr, 'fr'),
        };
      },
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
