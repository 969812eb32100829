import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/types.ts';
import { testGatewayCharges, testGatewayTokens } from './tables.ts';

export type TestGatewayToken = typeof testGatewayTokens.$inferSelect;
export type TestGatewayCharge = typeof testGatewayCharges.$inferSelect;

export function createTestGatewayRepository(db: Db) {
  return {
    async insertToken(values: typeof testGatewayTokens.$inferInsert) {
      await db.insert(testGatewayTokens).values(values);
    },
    async token(id: string): Promise<TestGatewayToken | undefined> {
      const [row] = await db.select().from(testGatewayTokens).where(eq(testGatewayTokens.id, id)).limit(1);
      return row;
    },
    /** Inserts the charge unless its key is taken; either way answers with the charge stored under the key. */
    async insertChargeOnce(values: typeof testGatewayCharges.$inferInsert): Promise<TestGatewayCharge> {
      await db
        .insert(testGatewayCharges)
        .values(values)
        .onConflictDoNothing({ target: testGatewayCharges.idempotencyKey });
      const [row] = await db
        .select()
        .from(testGatewayCharges)
        .where(eq(testGatewayCharges.idempotencyKey, values.idempotencyKey))
        .limit(1);
      return row!;
    },
    async charge(id: string): Promise<TestGatewayCharge | undefined> {
      const [row] = await db.select().from(testGatewayCharges).where(eq(testGatewayCharges.id, id)).limit(1);
      return row;
    },
    /** Moves a charge from `from` to its reversed state once; a second call changes nothing. */
    async markReversed(id: string, from: 'authorized' | 'succeeded', key: string) {
      await db
        .update(testGatewayCharges)
        .set({ status: from === 'authorized' ? 'voided' : 'refunded', reversalKey: key })
        .where(and(eq(testGatewayCharges.id, id), eq(testGatewayCharges.status, from)));
    },
    async markCaptured(id: string, at: Date) {
      await db
        .update(testGatewayCharges)
        .set({ status: 'succeeded', capturedAt: at })
        .where(and(eq(testGatewayCharges.id, id), eq(testGatewayCharges.status, 'authorized')));
    },
  };
}
