import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dateInZone, manualClock, REGION_TIME_ZONES } from '@fp/domain';
import { openTestDatabase } from '../../test/harness.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { clients } from '../modules/auth/tables.ts';
import { orders } from '../modules/orders/tables.ts';
import { runSeed } from './seeders.ts';

const handles: DatabaseHandle[] = [];
afterAll(async () => {
  for (const h of handles) await h.close();
});

/** The demo data as `npm start` loads it on an empty database, at `now`. */
async function seededAt(now: string) {
  const handle = await openTestDatabase();
  handles.push(handle);
  await runSeed(handle.db, { demo: true, clock: manualClock(now) });
  const weeksOf = async (email: string) => {
    const [client] = await handle.db.select().from(clients).where(eq(clients.email, email));
    return handle.db.select().from(orders).where(eq(orders.clientId, client!.id)).orderBy(asc(orders.deliveryDate));
  };
  return { en: await weeksOf('demo@fieldandplate.ca'), fr: await weeksOf('demo.fr@fieldandplate.ca') };
}

// Issue 24, defect 10: the demo's declined week showed "Payment failed" ten days before its
// cutoff. A week fails only at or after its own cutoff, and the demo data obeys the same rule as
// real weeks, whatever day of the week the demo is loaded on.
describe('the demo households’ weeks', () => {
  for (const now of ['2026-12-06T15:00:00Z', '2026-12-09T23:00:00Z']) {
    it(`obey the weekly cycle’s rules when loaded at ${now}`, async () => {
      const { en, fr } = await seededAt(now);
      const at = Date.parse(now);
      for (const order of [...en, ...fr]) {
        const cutoffPassed = order.cutoffAt.getTime() <= at;
        if (order.status === 'upcoming') expect(cutoffPassed, `order ${order.id}`).toBe(false);
        if (['locked', 'billed', 'failed', 'below_minimum', 'out_for_delivery', 'delivered'].includes(order.status)) {
          expect(cutoffPassed, `order ${order.id} is ${order.status}`).toBe(true);
        }
      }
      // Alex's coming week failed at its own cutoff on the declined card, and its box is still to come.
      const failed = en.filter((o) => o.status === 'failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]!.failureCode).toBe('card_declined');
      expect(failed[0]!.deliveryDate >= dateInZone(new Date(at), REGION_TIME_ZONES[failed[0]!.province])).toBe(true);
      // Delivered weeks behind them, one skipped week each ahead, no failed week for Camille.
      for (const weeks of [en, fr]) {
        expect(weeks.filter((o) => o.status === 'delivered').length).toBeGreaterThanOrEqual(2);
        expect(weeks.filter((o) => o.status === 'skipped' && o.skippedBy === 'client')).toHaveLength(1);
      }
      expect(fr.some((o) => o.status === 'failed')).toBe(false);
    }, 240_000);
  }
});
