import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '@fp/domain';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { movableClock } from '../../dev-clock.ts';
import { openTestDatabase } from '../../../test/harness.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function appWith(env: Record<string, string>) {
  const database = await openTestDatabase();
  const clock = movableClock(manualClock('2026-11-22T18:00:00Z'));
  const app = await buildApp({ config: testConfig(env), db: database.db, clock, devClock: clock });
  await app.ready();
  closers.push(async () => {
    await app.close();
    await database.close();
  });
  return { app, clock };
}

const advance = (app: Awaited<ReturnType<typeof appWith>>['app'], hours: number) =>
  app.inject({
    method: 'POST',
    url: '/api/dev/clock/advance',
    headers: { 'x-requested-with': 'field-and-plate', 'content-type': 'application/json' },
    payload: { hours },
  });

describe('the development clock', () => {
  it('moves forward on request and runs the weekly cycle at the new time', async () => {
    const { app, clock } = await appWith({});
    const res = await advance(app, 48);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ now: '2026-11-24T18:00:00.000Z' });
    expect(clock.now().toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });

  it('answers what ran and what failed, never a 500, when the cycle cannot run an order or at all', async () => {
    const { app, clock } = await appWith({});
    const orders = app.services.orders;
    const runDue = orders.runDue;
    orders.runDue = async () => ({
      ...(await runDue()),
      failed: [{ orderId: 41, step: 'delivery', error: 'the ledger refused' }],
    });
    const one = await advance(app, 1);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().failed).toEqual([{ orderId: 41, step: 'delivery', error: 'the ledger refused' }]);
    orders.runDue = async () => {
      throw new Error('the database is away');
    };
    const two = await advance(app, 1);
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json()).toMatchObject({ now: '2026-11-22T20:00:00.000Z', cycle: null });
    expect(two.json().failed).toEqual([{ step: 'run', error: 'the database is away' }]);
    expect(clock.now().toISOString()).toBe('2026-11-22T20:00:00.000Z');
    orders.runDue = runDue;
  });

  it('does not exist in production', async () => {
    const { app, clock } = await appWith({ APP_ENV: 'production', PUBLIC_URL: 'https://fieldandplate.ca' });
    const res = await advance(app, 48);
    expect(res.statusCode).toBe(404);
    expect(clock.now().toISOString()).toBe('2026-11-22T18:00:00.000Z');
    // Nor do the routes that bill an order now or put a test card on file.
    for (const url of ['/api/dev/orders/bill_now', '/api/dev/payments/card_on_file']) {
      const other = await app.inject({
        method: 'POST',
        url,
        headers: { 'x-requested-with': 'field-and-plate', 'content-type': 'application/json' },
        payload: { orderId: 1, token: 'tok' },
      });
      expect(other.statusCode, url).toBe(404);
    }
  });
});
