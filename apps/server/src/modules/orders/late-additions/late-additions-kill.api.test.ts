import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, manualClock } from '@fp/domain';
import { expectOk, httpCaller, stopChildServer } from '../../../../test/child-server.ts';
import { useChildServerDatabase } from '../../../../test/child-database.ts';
import { signUpUntilPayment } from '../../../../test/signup-over-http.ts';
import { testConfig } from '../../../config.ts';
import { products } from '../../catalog/tables.ts';
import { orderPatches } from './tables.ts';
import { storeOnlyTransport } from '../../mail/transport.ts';
import { orderItems, orders } from '../tables.ts';
import { payments } from '../../money/tables.ts';
import { testGatewayCharges } from '../../money/test-gateway/tables.ts';
import { createServices } from '../../../services.ts';

/**
 * Decision 033's kill test: a real server process dies right after the gateway charged a late
 * addition and before the patch was recorded; the payments reconciliation (decisions 016, 027)
 * then links that one charge to the patch and adds its items, and the browser's retry on a new
 * process answers the same: never a second charge, never a lost one.
 */
const database = useChildServerDatabase('patch-kill');

describe(`a late addition killed at the gateway call (${database.postgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'is linked to its one charge by the reconciliation after a restart, and a retry answers the same',
    { timeout: 300_000 },
    async () => {
      const target = { url: '' };
      const ask = httpCaller(target);
      let output = () => '';
      const ok = expectOk(() => output());

      const setup = await database.startServer();
      target.url = setup.url;
      output = setup.output;
      try {
        const payment = await signUpUntilPayment(ask, ok, `noor.patch.${Date.now()}@example.com`);
        ok(await ask('POST', '/api/v1/signup/complete', { ...payment, idempotencyKey: 'patch-kill-signup' }));
      } finally {
        await stopChildServer(setup);
      }
      // The weekly cycle billed the order (tested elsewhere); its delivery is ten days away.
      const { orderId, productId } = await database.withDatabase(async ({ db }) => {
        const [order] = await db.select().from(orders);
        const deliveryDate = addDays(new Date().toISOString().slice(0, 10), 10);
        await db.update(orders).set({ status: 'billed', deliveryDate }).where(eq(orders.id, order!.id));
        const [product] = await db
          .select()
          .from(products)
          .where(and(eq(products.kind, 'market'), eq(products.soldOut, false)))
          .limit(1);
        return { orderId: order!.id, productId: product!.id };
      });
      const before = await database.withDatabase(
        async ({ db }) => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!,
      );

      const doomed = await database.startServer({ TEST_KILL_AFTER_GATEWAY_CHARGE: 'true' });
      target.url = doomed.url;
      output = doomed.output;
      const created = ok<{ status: string; patch: { id: number; totalCents: number } }>(
        await ask('POST', '/api/v1/orders/create_patch', { orderId, items: [{ productId, quantity: 2 }] }),
      );
      expect(created.status).toBe('pending');
      const pay = { patchId: created.patch.id, idempotencyKey: 'patch-kill-pay-1' };
      // The server dies between the gateway's answer and the commit: no answer reaches the browser.
      await expect(ask('POST', '/api/v1/orders/bill_patch', pay)).rejects.toThrow();
      expect((await doomed.exited).signal).toBe('SIGKILL');

      const key = `patch:${created.patch.id}`;
      await database.withDatabase(async ({ db }) => {
        const [payment] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
        // Charged at the gateway; nothing of it recorded here.
        expect(payment).toMatchObject({ status: 'pending', linkedAt: null });
        expect(
          await db.select().from(testGatewayCharges).where(eq(testGatewayCharges.idempotencyKey, key)),
        ).toHaveLength(1);
        expect((await db.select().from(orderPatches).where(eq(orderPatches.id, created.patch.id)))[0]!.status).toBe(
          'pending',
        );

        // The reconciliation job's pass, once the payment is old enough to be abandoned.
        const clock = manualClock(new Date(Date.now() + 11 * 60_000).toISOString());
        const services = createServices({ config: testConfig(), db, clock, mailTransport: storeOnlyTransport });
        expect(await services.reconcilePayments()).toEqual([]);
        expect(await services.reconcilePayments()).toEqual([]);
      });

      const restarted = await database.startServer();
      target.url = restarted.url;
      output = restarted.output;
      try {
        const again = ok<{ status: string; patch: { totalCents: number }; order: { totalCents: number } }>(
          await ask('POST', '/api/v1/orders/bill_patch', pay),
        );
        expect(again.status).toBe('billed');
        expect(again.order.totalCents).toBe(before.totalCents + created.patch.totalCents);
      } finally {
        await stopChildServer(restarted);
      }

      await database.withDatabase(async ({ db }) => {
        const charges = await db.select().from(testGatewayCharges).where(eq(testGatewayCharges.idempotencyKey, key));
        expect(charges.map((c) => c.status)).toEqual(['succeeded']);
        const [payment] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
        expect(payment).toMatchObject({ status: 'succeeded', amountCents: created.patch.totalCents, refundedCents: 0 });
        expect(payment!.linkedAt).not.toBeNull();
        const [patch] = await db.select().from(orderPatches).where(eq(orderPatches.id, created.patch.id));
        expect(patch).toMatchObject({ status: 'billed', paymentId: payment!.id });
        const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
        expect(order!.totalCents).toBe(before.totalCents + created.patch.totalCents);
        const added = await db
          .select()
          .from(orderItems)
          .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)));
        expect(added.map((i) => i.quantity)).toEqual([2]);
      });
    },
  );
});
