import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDeliveryHistory, getOrderDataForAccountPage, type OrderCard } from '@fp/contracts';
import { REGION_TIME_ZONES, zonedTimeToInstant } from '@fp/domain';
import type { Browser } from '../../../../test/harness.ts';
import { signupSteps, signupTestApp } from '../../signup/signup-test-helpers.ts';
import { orders } from '../tables.ts';
import { courierEvents } from './tables.ts';

// A Sunday in Vancouver: the first delivery offered is the next week's.
const START = '2026-11-22T18:00:00Z';
const SECRET = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const app = signupTestApp(START, {
  COURIER_WEBHOOK_SECRET: SECRET,
  COURIER_PHOTO_URL: 'https://photos.example.com/{id}/800x.png',
});
beforeEach(() => app().clock.set(START));
const { readyToPay, cardToken, complete } = signupSteps(app);
const HOUR = 60 * 60_000;

const db = () => app().database.db;
const services = () => app().app.services;
const row = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const eventsOf = (orderId: number) => db().select().from(courierEvents).where(eq(courierEvents.orderId, orderId));

let street = 7000;
/** A household whose first order is billed, on its delivery day before the window. */
async function billedOrder(locale: 'en' | 'fr' = 'en') {
  street += 10;
  const { b, clientId } = await readyToPay(locale, `${street} Main Street`);
  const res = await complete(b, await cardToken(b, '4242424242424242'), `courier-webhook-${clientId}`);
  expect(res.statusCode, res.body).toBe(200);
  await services().orders.generate();
  const first = (await page(b)).upcoming[0]!;
  app().clock.set(new Date(Date.parse(first.cutoffAt) + 1000));
  await services().orders.runCutoffs();
  expect(await services().orders.bill(first.id)).toBe('billed');
  expect((await row(first.id)).status).toBe('billed');
  const zone = REGION_TIME_ZONES[(await row(first.id)).province];
  const starts = zonedTimeToInstant(first.deliveryDate, `${first.window.starts}:00`, zone);
  app().clock.set(new Date(starts.getTime() + 10 * 60_000));
  return { b, clientId, order: first, starts };
}

async function page(b: Browser) {
  const res = await b.get('/api/v1/orders/order_data_for_account_page');
  expect(res.statusCode, res.body).toBe(200);
  return getOrderDataForAccountPage.output.parse(res.json());
}

/** The platform's event for a task that carries our order's id in its metadata. */
function event(
  trigger: 'taskStarted' | 'taskCompleted',
  order: Pick<OrderCard, 'id'>,
  at: Date,
  details?: { notes: string; photoUploadIds: string[] },
) {
  const taskId = `task${String(order.id).padStart(20, '0')}`;
  return {
    time: at.getTime(),
    triggerId: trigger === 'taskStarted' ? 0 : 3,
    triggerName: trigger,
    taskId,
    workerId: 'worker0000000000000001',
    data: {
      task: {
        id: taskId,
        state: trigger === 'taskStarted' ? 2 : 3,
        metadata: [{ name: 'orderId', type: 'number', value: order.id, visibility: ['api'] }],
        ...(details ? { completionDetails: { success: true, time: at.getTime(), ...details } } : {}),
      },
    },
  };
}

const sign = (body: string, secret = SECRET) =>
  createHmac('sha512', Buffer.from(secret, 'hex')).update(body).digest('hex');

/** Posts as the platform does: no cookie, no CSRF header, the raw body signed. */
function post(body: string, signature?: string) {
  return app().app.inject({
    method: 'POST',
    url: '/api/webhooks/courier',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-onfleet-signature': signature } : {}) },
    payload: body,
  });
}

describe('the courier webhook', () => {
  it('refuses a missing or bad signature with 400 and changes nothing', async () => {
    const { order, starts } = await billedOrder();
    const body = JSON.stringify(event('taskStarted', order, starts));
    const otherBody = JSON.stringify(event('taskStarted', order, new Date(starts.getTime() + 1000)));
    const attempts = [
      post(body),
      post(body, 'not-hex'),
      post(body, sign(otherBody)),
      post(body, sign(body, 'ff'.repeat(32))),
      // The same signature over the body as another serialisation would give: bytes count.
      post(JSON.stringify(JSON.parse(body), null, 1), sign(body)),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_signature');
      expect(res.json().error.message).toBe(
        'This delivery event is not signed with our shared secret; nothing was changed.',
      );
    }
    expect((await row(order.id)).status).toBe('billed');
    expect(await eventsOf(order.id)).toEqual([]);
    expect((await services().notifier.latest(500)).filter((t) => t.reference.startsWith(`order:${order.id}:`))).toEqual(
      [],
    );
  });

  it('applies the same event once, however many times it comes', async () => {
    const { order, starts } = await billedOrder('fr');
    const body = JSON.stringify(event('taskStarted', order, starts));
    // The platform resends an event it thinks was lost, maybe while the first is still being applied.
    const atOnce = await Promise.all([post(body, sign(body)), post(body, sign(body)), post(body, sign(body))]);
    expect(atOnce.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(atOnce.map((r) => r.json().outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect((await post(body, sign(body))).json()).toEqual({ received: true, outcome: 'duplicate' });

    const moved = await row(order.id);
    expect(moved.status).toBe('out_for_delivery');
    expect(moved.outForDeliveryAt?.toISOString()).toBe(starts.toISOString());
    expect(await eventsOf(order.id)).toEqual([
      expect.objectContaining({ kind: 'out_for_delivery', outcome: 'applied' }),
    ]);
    // One text, in the household's language.
    const texts = (await services().notifier.latest(500)).filter(
      (t) => t.reference === `order:${order.id}:out-for-delivery`,
    );
    expect(texts).toHaveLength(1);
    expect(texts[0]!.locale).toBe('fr');

    // Its delivery, twice: the points of the order become available once.
    const doorAt = new Date(starts.getTime() + HOUR);
    const done = JSON.stringify(
      event('taskCompleted', order, doorAt, { notes: 'Porte arrière', photoUploadIds: ['p1'] }),
    );
    const before = await services().money.points.availableBalance((await row(order.id)).clientId);
    expect((await post(done, sign(done))).json().outcome).toBe('applied');
    const afterOnce = await services().money.points.availableBalance((await row(order.id)).clientId);
    expect((await post(done, sign(done))).json().outcome).toBe('duplicate');
    expect(afterOnce).toBeGreaterThan(before);
    expect(await services().money.points.availableBalance((await row(order.id)).clientId)).toBe(afterOnce);
  });

  it('ignores an event that comes after a later one: delivered stays delivered', async () => {
    const { b, order, starts } = await billedOrder();
    const doorAt = new Date(starts.getTime() + 40 * 60_000);
    const done = JSON.stringify(
      event('taskCompleted', order, doorAt, {
        notes: 'Left by the side door',
        photoUploadIds: ['b5OuQ7t9d1zk5lbqgPyzM3rQ'],
      }),
    );
    const late = JSON.stringify(event('taskStarted', order, starts));
    expect((await post(done, sign(done))).json().outcome).toBe('applied');
    const res = await post(late, sign(late));
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('ignored');

    const after = await row(order.id);
    expect(after.status).toBe('delivered');
    expect(after.outForDeliveryAt).toBeNull();
    expect(after.deliveredAt?.toISOString()).toBe(doorAt.toISOString());
    // No "on its way" text after the door.
    expect(
      (await services().notifier.latest(500)).filter((t) => t.reference === `order:${order.id}:out-for-delivery`),
    ).toEqual([]);

    // The household's tracking shows the courier's time, photo and note.
    app().clock.set(new Date(doorAt.getTime() + HOUR));
    const today = (await page(b)).today;
    expect(today).toMatchObject({
      id: order.id,
      state: 'delivered',
      delivery: {
        deliveredAt: doorAt.toISOString(),
        note: 'Left by the side door',
        photoUrl: 'https://photos.example.com/b5OuQ7t9d1zk5lbqgPyzM3rQ/800x.png',
      },
    });
    const history = getDeliveryHistory.output.parse((await b.get('/api/v1/clients/delivery_history')).json());
    expect(history.deliveries[0]).toMatchObject({
      orderId: order.id,
      delivery: {
        note: 'Left by the side door',
        photoUrl: 'https://photos.example.com/b5OuQ7t9d1zk5lbqgPyzM3rQ/800x.png',
      },
    });
  });

  it('leaves deliveries to the platform: the simulated courier does not run', async () => {
    const { order, starts } = await billedOrder();
    app().clock.set(new Date(starts.getTime() + 24 * HOUR));
    expect(await services().orders.runDue()).toMatchObject({ deliveries: { outForDelivery: 0, delivered: 0 } });
    expect((await row(order.id)).status).toBe('billed');
  });

  it('acknowledges events it does not follow or about no order of ours, changing nothing', async () => {
    const { order, starts } = await billedOrder();
    const arrival = JSON.stringify({
      ...event('taskStarted', order, starts),
      triggerName: 'taskArrival',
      triggerId: 2,
    });
    expect((await post(arrival, sign(arrival))).json()).toEqual({ received: true, outcome: 'not_tracked' });
    const stranger = JSON.stringify(event('taskStarted', { id: 987654 }, starts));
    expect((await post(stranger, sign(stranger))).json().outcome).toBe('unknown_order');
    expect((await row(order.id)).status).toBe('billed');
    // A signed body that is not an event is refused.
    const junk = JSON.stringify({ hello: 'world' });
    expect((await post(junk, sign(junk))).statusCode).toBe(400);
  });

  it("lets the pages show the platform's photos (img-src), and nothing else of it", async () => {
    const csp = String((await app().app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/photos\.example\.com;/);
    expect(csp.match(/photos\.example\.com/g)).toHaveLength(1);
  });

  it("answers the platform's check when the webhook is saved", async () => {
    const res = await app().app.inject({ method: 'GET', url: '/api/webhooks/courier?check=abc123' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('abc123');
  });
});
