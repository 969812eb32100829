import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/types.ts';
import { testGatewayCharges, testGatewayRefunds, testGatewayTokens } from './tables.ts';

export type TestGatewayToken = typeof testGatewayTokens.$inferSelect;
export type TestGatewayCharge = typeof testGatewayCharges.$inferSelect;
export type TestGatewayRefund = typeof testGatewayRefunds.$inferSelect;

/** One prepared statement (built and planned once per connection): a charge is the gateway's hot path. */
function prepareChargeToken(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  const outcome = testGatewayTokens.outcome;
  return db
    .insert(testGatewayCharges)
    .select(
      db
        .select({
          id: sql<string>`${p('id')}::text`.as('id'),
          idempotencyKey: sql<string>`${p('idempotencyKey')}::text`.as('idempotency_key'),
          tokenId: testGatewayTokens.id,
          amountCents: sql<number>`${p('amountCents')}::int`.as('amount_cents'),
          currency: sql<string>`${p('currency')}::text`.as('currency'),
          capture: sql<boolean>`${p('capture')}::boolean`.as('capture'),
          status: sql<'succeeded'>`case when ${outcome} <> 'succeeds' then 'declined'
            when ${p('capture')}::boolean then 'succeeded' else 'authorized' end`.as('status'),
          declineCode: sql<null>`nullif(${outcome}, 'succeeds')`.as('decline_code'),
          description: sql<string>`${p('description')}::text`.as('description'),
          capturedAt: sql<Date>`case when ${outcome} = 'succeeds' and ${p('capture')}::boolean
            then ${p('at')}::timestamptz end`.as('captured_at'),
          reversalKey: sql<null>`null::text`.as('reversal_key'),
          createdAt: sql<Date>`${p('at')}::timestamptz`.as('created_at'),
        })
        .from(testGatewayTokens)
        .where(eq(testGatewayTokens.id, p('tokenId'))),
    )
    .onConflictDoNothing({ target: testGatewayCharges.idempotencyKey })
    .returning()
    .prepare('test_gateway_charge_token');
}

export function createTestGatewayRepository(db: Db) {
  const chargeToken = prepareChargeToken(db);
  return {
    async insertToken(values: typeof testGatewayTokens.$inferInsert) {
      await db.insert(testGatewayTokens).values(values);
    },
    async token(id: string): Promise<TestGatewayToken | undefined> {
      const [row] = await db.select().from(testGatewayTokens).where(eq(testGatewayTokens.id, id)).limit(1);
      return row;
    },
    /**
     * A charge on a token in one statement, the common case of a gateway call: reads what the
     * card does, inserts the charge unless its key is taken, and answers with the new charge.
     * Undefined when nothing was inserted (unknown token, or the key was taken): the caller then
     * looks both up as before. Keeps the gateway's own cost small beside the application's.
     */
    async chargeTokenOnce(values: {
      id: string;
      idempotencyKey: string;
      tokenId: string;
      amountCents: number;
      currency: string;
      capture: boolean;
      description: string;
      at: Date;
    }): Promise<TestGatewayCharge | undefined> {
      const rows = await chargeToken.execute({ ...values, at: values.at.toISOString() });
      return rows[0];
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
    /** A charge the bank held goes through once the household confirmed it; a second call changes nothing. */
    async markAuthenticated(charge: TestGatewayCharge, at: Date) {
      await db
        .update(testGatewayCharges)
        .set({
          status: charge.capture ? 'succeeded' : 'authorized',
          declineCode: null,
          capturedAt: charge.capture ? at : null,
        })
        .where(
          and(
            eq(testGatewayCharges.id, charge.id),
            eq(testGatewayCharges.status, 'declined'),
            eq(testGatewayCharges.declineCode, 'authentication_required'),
          ),
        );
    },
    /** Moves a charge from `from` to its reversed state once; a second call changes nothing. */
    async markReversed(id: string, from: 'authorized' | 'succeeded', key: string) {
      await db
        .update(testGatewayCharges)
        .set({ status: from === 'authorized' ? 'voided' : 'refunded', reversalKey: key })
        .where(and(eq(testGatewayCharges.id, id), eq(testGatewayCharges.status, from)));
    },
    /** The refund made under a key, if any. */
    async refundByKey(key: string): Promise<TestGatewayRefund | undefined> {
      const [row] = await db.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.idempotencyKey, key));
      return row;
    },
    /**
     * Refunds `amountCents` of a captured charge (all that is left when undefined) under `key`,
     * the charge row locked so that two refunds never take more than was charged. Answers the
     * refund stored under the key (made now or before), or why there is none.
     */
    async refundOnce(values: {
      id: string;
      chargeId: string;
      key: string;
      amountCents: number | undefined;
      at: Date;
    }): Promise<TestGatewayRefund | 'not_reversible'> {
      return db.transaction(async (tx) => {
        const [charge] = await tx
          .select()
          .from(testGatewayCharges)
          .where(eq(testGatewayCharges.id, values.chargeId))
          .for('update');
        const [done] = await tx
          .select()
          .from(testGatewayRefunds)
          .where(eq(testGatewayRefunds.idempotencyKey, values.key));
        if (done) return done;
        if (!charge || (charge.status !== 'succeeded' && charge.status !== 'refunded')) return 'not_reversible';
        const [{ refunded } = { refunded: 0 }] = await tx
          .select({ refunded: sql<number>`coalesce(sum(${testGatewayRefunds.amountCents}), 0)::int` })
          .from(testGatewayRefunds)
          .where(eq(testGatewayRefunds.chargeId, charge.id));
        const left = charge.amountCents - refunded;
        const amount = values.amountCents ?? left;
        if (amount <= 0 || amount > left) return 'not_reversible';
        const [row] = await tx
          .insert(testGatewayRefunds)
          .values({
            id: values.id,
            idempotencyKey: values.key,
            chargeId: charge.id,
            amountCents: amount,
            createdAt: values.at,
          })
          .returning();
        if (amount === left) {
          await tx
            .update(testGatewayCharges)
            .set({ status: 'refunded', reversalKey: values.key })
            .where(eq(testGatewayCharges.id, charge.id));
        }
        return row!;
      });
    },
    async markCaptured(id: string, at: Date) {
      await db
        .update(testGatewayCharges)
        .set({ status: 'succeeded', capturedAt: at })
        .where(and(eq(testGatewayCharges.id, id), eq(testGatewayCharges.status, 'authorized')));
    },
  };
}
