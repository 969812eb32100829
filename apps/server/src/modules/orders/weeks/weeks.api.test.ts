import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getAccountIndex,
  getChangeDeliveryForm,
  getDeliveryHistory,
  getOrderDataForAccountPage,
  getServingsBasedBanner,
  modalStatusUpdate,
  skipOrder,
  unskipOrder,
  updateDelivery,
  type OrderCard,
} from '@fp/contracts';
import { formatTimeOfDay, REGION_TIME_ZONES, zonedTimeToInstant } from '@fp/domain';
import type { Browser } from '../../../../test/harness.ts';
import { appJobs } from '../../../app-jobs.ts';
import { createJobRunner } from '../../../jobs/runner.ts';
import { collectingLog } from '../../../jobs/test-log.ts';
import { products } from '../../catalog/tables.ts';
import { bannersSeeder } from '../../content/seed/seeder.ts';
import { orderItems, orders, skipFeedback } from '../tables.ts';
import { payments } from '../../money/tables.ts';
import { signupSteps, signupTestApp } from '../../signup/signup-test-helpers.ts';
import { subscriptions } from '../../subscription/tables.ts';

// A Sunday in Vancouver: the first delivery offered is the next week's.
const START = '2026-11-22T18:00:00Z';
const app = signupTestApp(START);
beforeEach(() => app().clock.set(START));
const { readyToPay, cardToken, complete, browser } = signupSteps(app);
const HOUR = 60 * 60_000;

const db = () => app().database.db;
const services = () => app().app.services;

let street = 6000;
/** A signed-up household (its own door) with its weeks generated over the horizon. */
async function household(locale: 'en' | 'fr' = 'en') {
  street += 10;
  const { b, clientId } = await readyToPay(locale, `${street} Main Street`);
  const res = await complete(b, await cardToken(b, '4242424242424242'), `account-weeks-${clientId}`);
  expect(res.statusCode, res.body).toBe(200);
  await services().orders.generate();
  return { b, clientId };
}

async function page(b: Browser) {
  const res = await b.get('/api/v1/orders/order_data_for_account_page');
  expect(res.statusCode, res.body).toBe(200);
  return getOrderDataForAccountPage.output.parse(res.json());
}

const row = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const ordersOf = (clientId: number) =>
  db().select().from(orders).where(eq(orders.clientId, clientId)).orderBy(asc(orders.deliveryDate));

/** A generated week (not the signup's first order), still before its cutoff. */
async function laterWeek(b: Browser): Promise<OrderCard> {
  const cards = (await page(b)).upcoming;
  return cards[1]!;
}

function pastCutoffOf(card: { cutoffAt: string }) {
  app().clock.set(new Date(Date.parse(card.cutoffAt) + 1000));
}

const runner = () =>
  createJobRunner({ db: db(), clock: app().clock, log: collectingLog(), definitions: appJobs(services()) });

describe('the account page', () => {
  it('shows the household’s coming weeks as editable cards with their box, lines, cutoff and window', async () => {
    const { b, clientId } = await household();
    const data = await page(b);
    const mine = await ordersOf(clientId);
    expect(data).toMatchObject({ accountStatus: 'active', paused: false, closed: false, today: null, recent: [] });
    expect(data.minimumCents).toBe(5900);
    expect(data.upcoming.map((c) => c.id)).toEqual(mine.map((o) => o.id));
    const card = data.upcoming[1]!;
    expect(card).toMatchObject({ state: 'editable', status: 'upcoming', belowMinimum: false, delivery: null });
    expect(card.actions).toMatchObject({ skip: true, unskip: false, changeDelivery: true, editItems: true });
    expect(card.box).toEqual({ meals: 3, servings: 6 });
    expect(card.items.every((i) => i.kind === 'meal' && i.name.length > 0 && i.imageId !== null)).toBe(true);
    expect(card.totalCents).toBe(mine[1]!.totalCents);
    expect(card.cutoffAt).toBe(mine[1]!.cutoffAt.toISOString());
    expect(card.timeZone).toBe(REGION_TIME_ZONES[mine[1]!.province]);
    expect(card.dateLabel).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d+$/);
    expect(card.window.label).toMatch(/[ap]\.m\./);
    expect(card.cutoffLabel).toMatch(/^Order changes close /);

    expect((await browser().get('/api/v1/orders/order_data_for_account_page')).statusCode).toBe(401);
  });

  it('writes dates, windows and messages in French for a French household', async () => {
    const { b } = await household('fr');
    const card = (await page(b)).upcoming[1]!;
    expect(card.dateLabel).toMatch(/^(dimanche|lundi|mardi|mercredi) \d+ [a-zé]+$/);
    expect(card.window.label).toMatch(/ h/);
    const [item] = card.items;
    expect(item!.name).not.toBe('');
  });
});

describe('skip and unskip', () => {
  it('skips a week with its version, says what was skipped, takes feedback, then brings it back as it was', async () => {
    const { b, clientId } = await household();
    const week = await laterWeek(b);
    const res = await b.post('/api/v1/account/skip_order', { orderId: week.id, version: week.version });
    expect(res.statusCode, res.body).toBe(200);
    const skipped = skipOrder.output.parse(res.json());
    expect(skipped.order).toMatchObject({ state: 'skipped', version: week.version + 1 });
    expect(skipped.order.actions.unskip).toBe(true);
    expect(skipped.skipped).toEqual({ box: { meals: 3, servings: 6 }, addons: [], marketItems: [] });
    expect(await row(week.id)).toMatchObject({ status: 'skipped', skippedBy: 'client' });

    // The same click from a page that did not reload: the version moved on.
    const stale = await b.post('/api/v1/account/skip_order', { orderId: week.id, version: week.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('order_changed');

    const feedback = { orderId: week.id, reason: 'away', comment: 'Cottage week' };
    expect((await b.post('/api/v1/orders/skip_order_feedback', feedback)).statusCode).toBe(200);
    expect(
      (await b.post('/api/v1/orders/skip_order_feedback', { orderId: week.id, reason: 'tight_budget' })).statusCode,
    ).toBe(200);
    const answers = await db().select().from(skipFeedback).where(eq(skipFeedback.orderId, week.id));
    expect(answers).toEqual([expect.objectContaining({ clientId, reason: 'tight_budget', comment: null })]);
    const badReason = await b.post('/api/v1/orders/skip_order_feedback', { orderId: week.id, reason: 'bored' });
    expect(badReason.statusCode).toBe(400);
    const tooLong = await b.post('/api/v1/orders/skip_order_feedback', {
      orderId: week.id,
      reason: 'other',
      comment: 'x'.repeat(301),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.comment).toContain('300');

    const itemsBefore = await db().select().from(orderItems).where(eq(orderItems.orderId, week.id));
    const back = await b.post('/api/v1/account/unskip_order', { orderId: week.id, version: week.version + 1 });
    expect(back.statusCode, back.body).toBe(200);
    const unskipped = unskipOrder.output.parse(back.json());
    expect(unskipped).toMatchObject({ outcome: 'restored', order: { state: 'editable', version: week.version + 2 } });
    expect(await db().select().from(orderItems).where(eq(orderItems.orderId, week.id))).toEqual(itemsBefore);
    expect(await row(week.id)).toMatchObject({ status: 'upcoming', skippedBy: null, totalCents: week.totalCents });
    // Feedback is for skipped weeks only.
    expect((await b.post('/api/v1/orders/skip_order_feedback', feedback)).statusCode).toBe(422);
  });

  it('skips once when the same week is skipped from two windows at the same moment', async () => {
    const { b } = await household();
    const week = await laterWeek(b);
    const body = { orderId: week.id, version: week.version };
    const answers = await Promise.all([
      b.post('/api/v1/account/skip_order', body),
      b.post('/api/v1/account/skip_order', body),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await row(week.id)).toMatchObject({ status: 'skipped', version: week.version + 1 });
  });

  it('re-picks a meal the menu no longer offers when a week comes back', async () => {
    const { b } = await household();
    const week = await laterWeek(b);
    await b.post('/api/v1/account/skip_order', { orderId: week.id, version: week.version });
    const gone = week.items[0]!.productId;
    await db().update(products).set({ soldOut: true }).where(eq(products.id, gone));
    try {
      const back = unskipOrder.output.parse(
        (await b.post('/api/v1/account/unskip_order', { orderId: week.id, version: week.version + 1 })).json(),
      );
      expect(back.outcome).toBe('repicked');
      const ids = back.order.items.map((i) => i.productId);
      expect(ids).not.toContain(gone);
      expect(ids).toHaveLength(3);
      expect(new Set(ids).size).toBe(3);
      expect(back.order.box).toEqual({ meals: 3, servings: 6 });
    } finally {
      await db().update(products).set({ soldOut: false }).where(eq(products.id, gone));
    }
  });

  it('refuses after the cutoff with the cutoff message, and answers 404 for another household’s week', async () => {
    const { b } = await household();
    const other = await household();
    const week = await laterWeek(b);
    const theirs = await laterWeek(other.b);
    const foreign = await b.post('/api/v1/account/skip_order', { orderId: theirs.id, version: theirs.version });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await b.post('/api/v1/account/unskip_order', { orderId: theirs.id, version: theirs.version })).statusCode,
    ).toBe(404);
    expect(
      (await b.post('/api/v1/orders/skip_order_feedback', { orderId: theirs.id, reason: 'other' })).statusCode,
    ).toBe(404);
    expect((await b.get(`/api/v1/account/change_delivery_form?orderId=${theirs.id}`)).statusCode).toBe(404);
    expect((await row(theirs.id)).status).toBe('upcoming');

    pastCutoffOf(week);
    const late = await b.post('/api/v1/account/skip_order', { orderId: week.id, version: week.version });
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toMatchObject({ code: 'cutoff_passed' });
    expect(late.json().error.message).toContain('next order can still be edited');
    expect((await row(week.id)).status).toBe('upcoming');
    // The card says so at once, even before the cutoff job ran.
    const card = (await page(b)).upcoming.find((c) => c.id === week.id)!;
    expect(card).toMatchObject({ state: 'locked', actions: { skip: false, changeDelivery: false } });
  });

  it('gives back the signup’s payment of a first order the household skipped, once', async () => {
    const { b, clientId } = await household();
    const [first] = (await page(b)).upcoming;
    const paymentId = (await row(first!.id)).paymentId!;
    expect(paymentId).not.toBeNull();
    const res = await b.post('/api/v1/account/skip_order', { orderId: first!.id, version: first!.version });
    expect(res.statusCode, res.body).toBe(200);
    await runner().runDue();
    const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.status).toBe('voided');
    expect(await db().select().from(payments).where(eq(payments.clientId, clientId))).toHaveLength(1);
  });
});

describe('paused and closed accounts', () => {
  it('shows a paused account no upcoming weeks and refuses to skip; unpausing brings them back', async () => {
    const { b, clientId } = await household();
    const week = await laterWeek(b);
    await db().update(subscriptions).set({ status: 'paused' }).where(eq(subscriptions.clientId, clientId));
    const paused = await page(b);
    expect(paused).toMatchObject({ accountStatus: 'paused', paused: true, upcoming: [] });
    const res = await b.post('/api/v1/account/skip_order', { orderId: week.id, version: week.version });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('account_paused');

    // The pause skips a week at its cutoff: its card says "paused", not "skipped".
    pastCutoffOf(week);
    await services().orders.runCutoffs();

    expect((await b.post('/api/v1/account/unpause_account', {})).statusCode).toBe(200);
    app().clock.set(START);
    const back = await page(b);
    expect(back.accountStatus).toBe('active');
    const byPause = (await ordersOf(clientId)).filter((o) => o.skippedBy === 'pause');
    expect(byPause.length).toBeGreaterThan(0);
    for (const o of byPause) expect(back.upcoming.find((c) => c.id === o.id)?.state).toBe('paused');
  });

  it('flags a closed account and refuses its changes', async () => {
    const { b, clientId } = await household();
    const week = await laterWeek(b);
    await db().update(subscriptions).set({ status: 'closed' }).where(eq(subscriptions.clientId, clientId));
    expect(await page(b)).toMatchObject({ accountStatus: 'closed', closed: true, upcoming: [] });
    const res = await b.post('/api/v1/account/skip_order', { orderId: week.id, version: week.version });
    expect(res.json().error.code).toBe('account_closed');
    expect((await b.post('/api/v1/account/unpause_account', {})).statusCode).toBe(422);
  });
});

describe('change of delivery', () => {
  it('offers the open dates and windows of the week and moves the order there with the new date’s cutoff', async () => {
    const { b, clientId } = await household();
    const week = await laterWeek(b);
    const form = getChangeDeliveryForm.output.parse(
      (await b.get(`/api/v1/account/change_delivery_form?orderId=${week.id}`)).json(),
    );
    expect(form.current).toEqual({ date: week.deliveryDate, starts: week.window.starts, ends: week.window.ends });
    expect(form.options.length).toBeGreaterThan(0);
    const choices = form.options.flatMap((o) => o.windows.map((w) => ({ date: o.date, starts: w.starts })));
    const other = choices.find((c) => c.date !== week.deliveryDate || c.starts !== week.window.starts);
    expect(other, JSON.stringify(form.options)).toBeDefined();
    const res = await b.post('/api/v1/account/update_delivery', {
      orderId: week.id,
      version: week.version,
      ...other,
    });
    expect(res.statusCode, res.body).toBe(200);
    const moved = updateDelivery.output.parse(res.json()).order;
    expect(moved).toMatchObject({ deliveryDate: other!.date, version: week.version + 1 });
    expect(moved.window.starts).toBe(other!.starts);
    const stored = await row(week.id);
    expect(stored.cutoffAt).toEqual(await services().delivery.cutoffFor(stored.province, other!.date));
    expect((await ordersOf(clientId)).filter((o) => o.deliveryDate === other!.date)).toHaveLength(1);

    const stale = await b.post('/api/v1/account/update_delivery', {
      orderId: week.id,
      version: week.version,
      ...other,
    });
    expect(stale.statusCode).toBe(409);
    const nowhere = await b.post('/api/v1/account/update_delivery', {
      orderId: week.id,
      version: moved.version,
      date: other!.date,
      starts: '03:00',
    });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().error.code).toBe('slot_unavailable');

    pastCutoffOf(moved);
    const late = await b.post('/api/v1/account/update_delivery', {
      orderId: week.id,
      version: moved.version,
      ...other,
    });
    expect(late.json().error.code).toBe('cutoff_passed');
    const closedForm = getChangeDeliveryForm.output.parse(
      (await b.get(`/api/v1/account/change_delivery_form?orderId=${week.id}`)).json(),
    );
    expect(closedForm.options).toEqual([]);
  });
});

describe('delivery day, tracking and history', () => {
  it('tracks today’s delivery in the session data, then lists it delivered with the courier’s note and photo', async () => {
    const { b } = await household('fr');
    const [first] = (await page(b)).upcoming;
    const session = async () => (await b.get('/api/v1/sessions/session_data')).json() as { trackDelivery: boolean };
    expect((await session()).trackDelivery).toBe(false);
    pastCutoffOf(first!);
    await services().orders.runCutoffs();
    await runner().runDue();
    expect((await row(first!.id)).status).toBe('billed');
    const zone = REGION_TIME_ZONES[(await row(first!.id)).province];
    const start = zonedTimeToInstant(first!.deliveryDate, `${first!.window.starts}:00`, zone);
    // The morning of the delivery day: billed, to be tracked.
    app().clock.set(new Date(start.getTime() - 2 * HOUR));
    expect((await session()).trackDelivery).toBe(true);
    expect((await page(b)).today).toMatchObject({ id: first!.id, state: 'locked' });
    app().clock.set(new Date(start.getTime() + 1000));
    await services().orders.advanceDeliveries();
    expect((await page(b)).today?.state).toBe('out_for_delivery');
    const end = zonedTimeToInstant(first!.deliveryDate, `${first!.window.ends}:00`, zone);
    app().clock.set(new Date(end.getTime() + 1000));
    await services().orders.advanceDeliveries();
    const after = await page(b);
    expect(after.today?.state).toBe('delivered');
    // The courier reached the door within the window, however late the courier was looked at; the
    // time is in French and the region's clock, worded by the one time formatter ("18 h 07").
    const deliveredAt = (await row(first!.id)).deliveredAt!;
    expect(deliveredAt.getTime()).toBeGreaterThanOrEqual(start.getTime());
    expect(deliveredAt.getTime()).toBeLessThan(end.getTime());
    const [hh, mm] = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(deliveredAt)
      .split(':');
    const deliveredLabel = `Livrée à ${formatTimeOfDay(`${hh}:${mm}`, 'fr')}`;
    expect(deliveredLabel).toMatch(/^Livrée à \d{1,2} h( \d\d)?$/);
    expect(after.today?.delivery?.deliveredLabel).toBe(deliveredLabel);
    expect(after.recent.map((c) => c.id)).toEqual([first!.id]);
    expect((await session()).trackDelivery).toBe(true);

    const history = getDeliveryHistory.output.parse((await b.get('/api/v1/clients/delivery_history')).json());
    expect(history.hasMore).toBe(false);
    expect(history.deliveries).toEqual([
      expect.objectContaining({
        orderId: first!.id,
        delivery: expect.objectContaining({
          deliveredLabel,
          note: 'Laissée à votre porte dans le sac isotherme.',
          photoUrl: expect.stringMatching(/^\/images\/\d+$/),
          bagsLeft: 1,
          kitsLeft: 3,
        }),
      }),
    ]);
    expect((await b.get(history.deliveries[0]!.delivery.photoUrl!)).statusCode).toBe(200);

    // The next day there is nothing to track.
    app().clock.advance(24 * HOUR);
    expect((await session()).trackDelivery).toBe(false);
    expect((await page(b)).today).toBeNull();
  });
});

describe('reminders before the cutoff', () => {
  it('e-mails each household once, in its language, with a link to the order; texts only those who agreed', async () => {
    const en = await household();
    const fr = await household('fr');
    const paused = await household();
    await services().smsConsents.set(fr.clientId, true);
    await db().update(subscriptions).set({ status: 'paused' }).where(eq(subscriptions.clientId, paused.clientId));
    const [first] = (await page(en.b)).upcoming;
    const [frFirst] = (await page(fr.b)).upcoming;
    // 23 hours before the first week's cutoff: within the 24-hour setting.
    app().clock.set(new Date(Date.parse(first!.cutoffAt) - 23 * HOUR));
    expect((await services().orders.reminders.run()).sent).toBeGreaterThanOrEqual(2);
    expect((await services().orders.reminders.run()).sent).toBe(0);
    await runner().runDue();

    const enClient = (await services().clients.find(en.clientId))!;
    const frClient = (await services().clients.find(fr.clientId))!;
    const enMail = (await services().mail.latest(50, enClient.email)).filter((m) => m.template === 'order_reminder');
    const frMail = (await services().mail.latest(50, frClient.email)).filter((m) => m.template === 'order_reminder');
    expect(enMail).toHaveLength(1);
    expect(frMail).toHaveLength(1);
    expect(enMail[0]!.subject).toMatch(/^Your order for .+ closes soon$/);
    expect(enMail[0]!.textBody).toContain(`/account?order=${first!.id}`);
    expect(frMail[0]!.subject).toMatch(/^Votre commande du .+ se ferme bientôt$/);
    expect(frMail[0]!.textBody).toContain(`/fr/compte?order=${frFirst!.id}`);

    const texts = await services().notifier.latest(200);
    expect(texts.filter((t) => t.reference === `order:${frFirst!.id}:reminder`)).toHaveLength(1);
    expect(texts.filter((t) => t.reference === `order:${first!.id}:reminder`)).toHaveLength(0);
    // Only orders whose cutoff comes within the setting: the later weeks wait for their turn.
    const later = (await ordersOf(en.clientId)).slice(1);
    expect(later.every((o) => o.remindedAt === null)).toBe(true);
    // A paused plan's week is not reminded: its cutoff will skip it.
    const pausedClient = (await services().clients.find(paused.clientId))!;
    expect((await services().mail.latest(50, pausedClient.email)).map((m) => m.template)).not.toContain(
      'order_reminder',
    );
  });
});

describe('the account frame: notices, banner', () => {
  it('remembers dismissed notices per household', async () => {
    const a = await household();
    const other = await household();
    expect((await a.b.post('/api/v1/account/dismiss_skip_notice', {})).statusCode).toBe(200);
    expect((await a.b.post('/api/v1/account/dismiss_skip_notice', {})).statusCode).toBe(200);
    const shown = await a.b.post('/api/v1/clients/modal_status_update', { modal: 'popup_message', status: 'shown' });
    expect(modalStatusUpdate.output.parse(shown.json())).toEqual({ modal: 'popup_message', dismissed: false });
    const index = getAccountIndex.output.parse((await a.b.get('/api/v1/account/index')).json());
    const [theirOrder] = await ordersOf(a.clientId);
    expect(index).toMatchObject({ accountStatus: 'active', firstname: 'Maya', region: theirOrder!.province });
    expect(index.dismissed).toEqual({
      client_recurring_popup: false,
      payment_method_warning: false,
      popup_message: false,
      skip_notice: true,
      servings_based_banner: false,
    });
    const theirs = getAccountIndex.output.parse((await other.b.get('/api/v1/account/index')).json());
    expect(theirs.dismissed.skip_notice).toBe(false);
    expect((await browser().post('/api/v1/account/dismiss_skip_notice', {})).statusCode).toBe(401);
  });

  it('gives the account banner of the region with the first name until it is dismissed', async () => {
    const { b } = await household();
    const banner = async () =>
      getServingsBasedBanner.output.parse((await b.get('/api/v1/servings_based_banner/index')).json()).banner;
    // No account banner in the content: none is shown (SPEC.md §8).
    expect(await banner()).toBeNull();
    await bannersSeeder.run({ db: db(), clock: app().clock, demo: true, log: () => {} });
    const before = { banner: await banner() };
    // The generic entry (no regional one is seeded), with the reader's first name.
    expect(before.banner).toMatchObject({ title: 'Support Sustainability', firstname: 'Maya' });
    expect(before.banner!.images.mobile).not.toBeNull();
    expect(before.banner!.images.tablet).not.toBeNull();
    expect((await b.post('/api/v1/servings_based_banner/dismiss_banner', {})).statusCode).toBe(200);
    expect(await banner()).toBeNull();
  });
});
