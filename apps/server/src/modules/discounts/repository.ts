import { and, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { discountCodes, discountRedemptions, referralCodes, referrals } from './tables.ts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type ReferralCodeRow = typeof referralCodes.$inferSelect;

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
    async uses(codeId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(discountRedemptions)
        .where(eq(discountRedemptions.codeId, codeId));
      return Number(row?.n ?? 0);
    },
    /** Uses by the same account or at the same address: one household. */
    async householdUses(codeId: number, clientId: number | null, householdKey: string | null): Promise<number> {
      const who = [
        ...(clientId !== null ? [eq(discountRedemptions.clientId, clientId)] : []),
        ...(householdKey !== null ? [eq(discountRedemptions.householdKey, householdKey)] : []),
      ];
      if (who.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(discountRedemptions)
        .where(and(eq(discountRedemptions.codeId, codeId), or(...who)));
      return Number(row?.n ?? 0);
    },
    async redemption(codeId: number, orderId: number) {
      const [row] = await db
        .select()
        .from(discountRedemptions)
        .where(and(eq(discountRedemptions.codeId, codeId), eq(discountRedemptions.orderId, orderId)))
        .limit(1);
      return row;
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
