import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectOk, httpCaller, stopChildServer } from '../../../test/child-server.ts';
import { useChildServerDatabase } from '../../../test/child-database.ts';
import { signUpUntilPayment } from '../../../test/signup-over-http.ts';
import { orders } from '../orders/tables.ts';
import { payments } from '../money/tables.ts';
import { testGatewayCharges } from '../money/test-gateway/tables.ts';

/**
 * Decision 016's kill test: a real server process dies right after the gateway answered a
 * checkout's charge and before anything was committed; a new process on the same database lets
 * the household finish, with one order, one live charge and no authorisation left behind.
 */
const database = useChildServerDatabase('kill');

describe(`a checkout killed at the gateway call (${database.postgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'finishes after a restart with 1 order, 1 live charge and no orphan authorisation',
    { timeout: 300_000 },
    async () => {
      const first = await database.startServer({ TEST_KILL_AFTER_GATEWAY_CHARGE: 'true' });
      // One browser throughout: its session cookie outlives the server process.
      const target = { url: first.url };
      const ask = httpCaller(target);
      const ok = expectOk(first.output);
      const payment = await signUpUntilPayment(ask, ok, `noor.${Date.now()}@example.com`);
      const pay = { ...payment, idempotencyKey: 'kill-test-0001' };

      // The server dies between the gateway's answer and the commit: no answer reaches the browser.
      await expect(ask('POST', '/api/v1/signup/complete', pay)).rejects.toThrow();
      expect((await first.exited).signal).toBe('SIGKILL');

      const second = await database.startServer();
      try {
        // The browser's retry, on the new process, with the same session and the same attempt key.
        target.url = second.url;
        const res = await ask('POST', '/api/v1/signup/complete', pay);
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        expect(res.json).toEqual({ redirect: '/signup/welcome' });
      } finally {
        await stopChildServer(second);
      }

      await database.withDatabase(async ({ db }) => {
        const rows = await db.select().from(orders);
        expect(rows).toHaveLength(1);
        const paid = await db.select().from(payments).where(eq(payments.clientId, rows[0]!.clientId));
        const live = paid.filter((p) => p.status === 'authorized' || p.status === 'succeeded');
        expect(live.map((p) => p.id)).toEqual([rows[0]!.paymentId]);
        const charges = await db
          .select()
          .from(testGatewayCharges)
          .where(inArray(testGatewayCharges.status, ['authorized', 'succeeded']));
        expect(charges.map((c) => c.idempotencyKey)).toEqual([live[0]!.idempotencyKey]);
      });
    },
  );
});
