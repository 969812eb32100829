import { and, count, eq, gte, inArray, isNotNull, isNull, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/types.ts';
import type { Locale } from '@fp/i18n';
// The household's language, read for the discounts' labels only (as discounts/tables.ts refers to clients).
// eslint-disable-next-line local/boundaries
import { clients } from '../auth/tables.ts';
import { discountCodes, discountRedemptions, referralCodes, referrals } from './tables.ts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type ReferralCodeRow = typeof referralCodes.$inferSelect;

/**
 * What counts as a use: every redemption, and every reservation still fresh (taken since
 * `freshSince`) that is not the caller's own (decision 016).
 */
export interface UseCount {
  clientId: number | null;
  freshSince: Date;
}

function countedUses(ctx: UseCount): SQL {
  const r = discountRedemptions;
  return or(
    isNotNull(r.orderId),
    and(gte(r.createdAt, ctx.freshSince), ctx.clientId === null ? undefined : ne(r.clientId, ctx.clientId)),
  )!;
}

/** A code redeemed on an order, as the discounts of orders are priced from it. */
export type RedeemedCode = Pick<DiscountCodeRow, 'id' | 'code' | 'rule' | 'nameEn' | 'nameFr'>;

/** The facts the discounts of a household's orders are priced from. */
export interface DiscountFacts {
  redeemed: { code: RedeemedCode; orderId: number }[];
  referred: boolean;
}

/** `DiscountFacts` as the database answers them (`orderDiscountFactsSql`). */
export interface DiscountFactsJson {
  referred: boolean;
  codes: (RedeemedCode & { orderId: number })[] | null;
}

export function discountFactsFrom(json: DiscountFactsJson): DiscountFacts {
  return {
    referred: json.referred === true,
    redeemed: (json.codes ?? []).map(({ orderId, ...code }) => ({ code, orderId: Number(orderId) })),
  };
}

export function createDiscountsRepository(db: Db) {
  return {
    async byCode(code: string, options: { lock?: boolean } = {}): Promise<DiscountCodeRow | undefined> {
      const query = db
        .select()
        .from(discountCodes)
        .where(sql`upper(${discountCodes.code}) = upper(${code})`)
        .limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },
    async upsertCode(values: typeof discountCodes.$inferInsert): Promise<number> {
      const existing = await this.byCode(values.code);
      if (existing) {
        await db.update(discountCodes).set(values).where(eq(discountCodes.id, existing.id));
        return existing.id;
      }
      const [row] = await db.insert(discountCodes).values(values).returning({ id: discountCodes.id });
      return row!.id;
    },
    async uses(codeId: number, ctx: UseCount): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(discountRedemptions)
        .where(and(eq(discountRedemptions.codeId, codeId), countedUses(ctx)));
      return Number(row?.n ?? 0);
    },
    /** Uses by the same account or at the same address: one household. */
    async householdUses(codeId: number, ctx: UseCount, householdKey: string | null): Promise<number> {
      const who = [
        ...(ctx.clientId !== null ? [eq(discountRedemptions.clientId, ctx.clientId)] : []),
        ...(householdKey !== null ? [eq(discountRedemptions.householdKey, householdKey)] : []),
      ];
      if (who.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(discountRedemptions)
        .where(and(eq(discountRedemptions.codeId, codeId), or(...who), countedUses(ctx)));
      return Number(row?.n ?? 0);
    },
    /** Takes (or refreshes) the client's reservation of a code for its checkout. */
    async reserve(values: { codeId: number; clientId: number; householdKey: string; at: Date }) {
      await db
        .insert(discountRedemptions)
        .values({ ...values, orderId: null, createdAt: values.at })
        .onConflictDoUpdate({
          target: [discountRedemptions.codeId, discountRedemptions.clientId],
          targetWhere: isNull(discountRedemptions.orderId),
          set: { householdKey: values.householdKey, createdAt: values.at },
        });
    },
    /** Turns the client's reservation into the use of the order; false when there was none. */
    async spendReservation(codeId: number, clientId: number, orderId: number): Promise<boolean> {
      const rows = await db
        .update(discountRedemptions)
        .set({ orderId })
        .where(
          and(
            eq(discountRedemptions.codeId, codeId),
            eq(discountRedemptions.clientId, clientId),
            isNull(discountRedemptions.orderId),
          ),
        )
        .returning({ id: discountRedemptions.id });
      return rows.length === 1;
    },
    async releaseReservations(clientId: number) {
      await db
        .delete(discountRedemptions)
        .where(and(eq(discountRedemptions.clientId, clientId), isNull(discountRedemptions.orderId)));
    },
    async redemption(codeId: number, orderId: number) {
      const [row] = await db
        .select()
        .from(discountRedemptions)
        .where(and(eq(discountRedemptions.codeId, codeId), eq(discountRedemptions.orderId, orderId)))
        .limit(1);
      return row;
    },
    /**
     * For many households at once (generation's drafts, decision 037): the codes each redeemed with
     * the order it went on, whether a referral brought it, and its language for the labels.
     */
    async discountFactsOf(clientIds: number[]) {
      if (clientIds.length === 0)
        return { redeemed: [], referred: new Set<number>(), locales: new Map<number, Locale>() };
      const [redeemed, referred, locales] = await Promise.all([
        db
          .select({ clientId: discountRedemptions.clientId, code: discountCodes, orderId: discountRedemptions.orderId })
          .from(discountRedemptions)
          .innerJoin(discountCodes, eq(discountCodes.id, discountRedemptions.codeId))
          .where(and(inArray(discountRedemptions.clientId, clientIds), isNotNull(discountRedemptions.orderId)))
          .orderBy(discountRedemptions.id),
        db.select({ clientId: referrals.referredId }).from(referrals).where(inArray(referrals.referredId, clientIds)),
        db.select({ id: clients.id, locale: clients.locale }).from(clients).where(inArray(clients.id, clientIds)),
      ]);
      return {
        redeemed: redeemed.map((r) => ({ clientId: r.clientId, code: r.code, orderId: r.orderId! })),
        referred: new Set(referred.map((r) => r.clientId)),
        locales: new Map(locales.map((l) => [l.id, l.locale])),
      };
    },
    /**
     * One household's `codes redeemed with the order each went on, and whether a referral brought it, in one round trip: the editor
     * reads them on every open (decision 037).
     */
    /**
     * What the discounts of a household's orders are priced from, as one JSON value: whether a
     * referral brought it, and the codes it redeemed with the order each went on. A subquery of
     * `orderDiscountFacts` and of the order editor's one read (decision 036).
     */
    orderDiscountFactsSql(clientId: AnyColumn | SQL): SQL<DiscountFactsJson> {
      return sql`json_build_object(
        'referred', exists (select 1 from ${referrals} f where f.referred_id = ${clientId}),
        'codes', (select json_agg(json_build_object('id', c.id, 'code', c.code, 'rule', c.rule, 'nameEn', c.name_en,
            'nameFr', c.name_fr, 'orderId', r.order_id) order by r.id)
          from ${discountRedemptions} r join ${discountCodes} c on c.id = r.code_id
          where r.client_id = ${clientId} and r.order_id is not null))`;
    },

    async orderDiscountFacts(clientId: number): Promise<DiscountFacts> {
      const rows = await queryRows<{ facts: DiscountFactsJson }>(
        db,
        sql`select ${this.orderDiscountFactsSql(sql`${clientId}::int`)} as facts`,
      );
      return discountFactsFrom(rows[0]!.facts);
    },
    /** The codes a client has redeemed on an order, oldest first. */
    async redeemedCodes(clientId: number): Promise<DiscountCodeRow[]> {
      const rows = await db
        .select({ code: discountCodes })
        .from(discountRedemptions)
        .innerJoin(discountCodes, eq(discountCodes.id, discountRedemptions.codeId))
        .where(and(eq(discountRedemptions.clientId, clientId), isNotNull(discountRedemptions.orderId)))
        .orderBy(discountRedemptions.id);
      return rows.map((r) => r.code);
    },
    /** The codes redeemed on one order, oldest first. */
    async codesOnOrder(orderId: number): Promise<DiscountCodeRow[]> {
      const rows = await db
        .select({ code: discountCodes })
        .from(discountRedemptions)
        .innerJoin(discountCodes, eq(discountCodes.id, discountRedemptions.codeId))
        .where(eq(discountRedemptions.orderId, orderId))
        .orderBy(discountRedemptions.id);
      return rows.map((r) => r.code);
    },
    /** Gives back the uses a client's order took (the order not paid yet): they count no more. */
    async deleteRedemptionsOf(clientId: number, orderId: number) {
      await db
        .delete(discountRedemptions)
        .where(and(eq(discountRedemptions.clientId, clientId), eq(discountRedemptions.orderId, orderId)));
    },
    async insertRedemption(values: typeof discountRedemptions.$inferInsert) {
      await db.insert(discountRedemptions).values(values).onConflictDoNothing();
    },
    async referralCode(code: string): Promise<ReferralCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(referralCodes)
        .where(sql`upper(${referralCodes.code}) = upper(${code})`)
        .limit(1);
      return row;
    },
    async referralCodeOf(clientId: number): Promise<ReferralCodeRow | undefined> {
      const [row] = await db.select().from(referralCodes).where(eq(referralCodes.clientId, clientId)).limit(1);
      return row;
    },
    async insertReferralCode(code: string, clientId: number) {
      await db.insert(referralCodes).values({ code, clientId }).onConflictDoNothing();
    },
    async recordReferral(values: typeof referrals.$inferInsert) {
      await db.insert(referrals).values(values).onConflictDoNothing();
    },
    async referralOf(referredId: number) {
      const [row] = await db.select().from(referrals).where(eq(referrals.referredId, referredId)).limit(1);
      return row;
    },
  };
}
