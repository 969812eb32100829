import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getWelcome } from '@fp/contracts';
import { gatewayChargesFor } from '../../../test/fixtures.ts';
import { orderItems } from '../orders/tables.ts';
import { products } from '../catalog/tables.ts';
import { signupSteps, signupTestApp, VEGETARIAN_2x3 } from './signup-test-helpers.ts';

const NOW = '2026-11-22T18:00:00Z';

const app = signupTestApp(NOW);

const db = () => app().database.db;
const { browser, step, register, deliverTo, cardToken, clientIdOf, readyToPay, summaryOf, complete, rowsFor } =
  signupSteps(app);

describe('signup steps', () => {
  it('resumes at the first unfinished step, carrying the held code', async () => {
    const b = browser();
    expect(await step(b)).toMatchObject({ step: 'plans', path: '/signup/plans/' });
    await b.post('/api/v1/signup/save_plan', VEGETARIAN_2x3);
    expect(await step(b)).toMatchObject({ step: 'registration', path: '/signup/registration' });
    const { next } = await register(b);
    expect(next).toBe('/signup/delivery');
    expect((await step(b)).step).toBe('delivery');
    await deliverTo(b, '1200 West Broadway', '604-253-4567');
    expect((await step(b)).step).toBe('payment');

    const fr = browser('fr');
    await fr.post('/api/v1/signup/save_plan', VEGETARIAN_2x3);
    expect((await step(fr)).path).toBe('/fr/inscription/compte');
  });

  it('puts FPFREEMEALS on the plans link under immediate billing when nothing else is held', async () => {
    await app().app.services.flags.setEnabled('immediate_billing_default_offer', true);
    try {
      expect((await step(browser())).path).toBe('/signup/plans/?discount_code=FPFREEMEALS');
      const withCode = browser();
      await withCode.post('/api/v1/signup/save_discount_code', { code: 'FRESH20' });
      expect(await step(withCode)).toMatchObject({
        discountCode: 'FRESH20',
        path: '/signup/plans/?discount_code=FRESH20',
      });
    } finally {
      await app().app.services.flags.setEnabled('immediate_billing_default_offer', false);
    }
    expect((await step(browser())).path).toBe('/signup/plans/');
  });

  it('refuses bad registration input field by field, in both languages, and creates nothing', async () => {
    for (const [locale, message] of [
      ['en', 'Please enter at least 2 letters.'],
      ['fr', 'Entrez au moins 2 lettres.'],
    ] as const) {
      const b = browser(locale);
      const res = await b.post('/api/v1/signup/create_client', {
        firstName: 'M',
        lastName: '1',
        email: 'not-an-email',
        password: 'short',
        acceptTerms: false,
      });
      expect(res.statusCode).toBe(400);
      const { fields } = (res.json() as { error: { fields: Record<string, string> } }).error;
      expect(Object.keys(fields).sort()).toEqual(['acceptTerms', 'email', 'firstName', 'lastName', 'password']);
      expect(fields.firstName).toBe(message);
      expect((await b.get('/api/v1/sessions/session_data')).json()).toMatchObject({ loggedIn: false });
    }
  });

  it('says when an e-mail is taken, and refuses to open a second account with it', async () => {
    const b = browser();
    await register(b);
    const email = ((await b.get('/api/v1/sessions/session_data')).json() as { client: { email: string } }).client.email;
    const other = browser();
    const check = await other.post('/api/v1/signup/check_email', { email: email.toUpperCase() });
    expect(check.json()).toEqual({ available: false });
    expect((await other.post('/api/v1/signup/check_email', { email: 'nobody.here@example.com' })).json()).toEqual({
      available: true,
    });
    const again = await other.post('/api/v1/signup/create_client', {
      firstName: 'Maya',
      lastName: 'Singh',
      email,
      password: 'kale-and-salmon-42',
      acceptTerms: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'email_in_use' } });
  });

  it('sends a client who skipped a step back to it', async () => {
    const b = browser();
    await register(b);
    const res = await b.get('/api/v1/signup/order_summary');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ redirect: '/signup/delivery' });
  });
});

describe('checkout', () => {
  it('charges or authorises once and creates the subscription and a vegetarian first order', async () => {
    const { b, date, clientId } = await readyToPay();
    const summary = await summaryOf(b);
    expect(summary.servings).toBe(6);
    expect(summary.pricePerServingCents).toBe(1249);
    expect(summary.subtotalCents).toBe(6 * 1249);
    expect(summary.deliveryFeeCents).toBe(0);
    expect(summary.delivery?.date).toBe(date.date);
    // Meal kits are zero-rated groceries: the default offer (2 free meals) and no tax.
    expect(summary.discounts.map((d) => d.amountCents)).toEqual([2 * 1249]);
    expect(summary.totalCents).toBe(4 * 1249);
    expect(summary.chargeTiming).toBe('at_cutoff');

    const token = await cardToken(b, '4242424242424242');
    const done = await complete(b, token, 'attempt-0001');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ redirect: '/signup/welcome' });

    const rows = await rowsFor(clientId);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.orders).toHaveLength(1);
    expect(rows.orders[0]).toMatchObject({ deliveryDate: date.date, totalCents: summary.totalCents, position: 1 });
    expect(rows.payments).toHaveLength(1);
    expect(rows.payments[0]).toMatchObject({ status: 'authorized', amountCents: summary.totalCents });
    const items = await db()
      .select({ tags: products.tags, quantity: orderItems.quantity })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, rows.orders[0]!.id));
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.quantity).toBe(2);
      expect(item.tags.some((tag) => tag === 'vegetarian' || tag === 'vegan')).toBe(true);
    }

    const welcome = getWelcome.output.parse((await b.get('/api/v1/signup/welcome')).json());
    expect(welcome).toMatchObject({ firstName: 'Maya', orderId: rows.orders[0]!.id });
    expect(welcome.delivery.date).toBe(date.date);
    expect(welcome.items).toHaveLength(3);
    expect(welcome.payment).toMatchObject({ status: 'authorized', amountCents: summary.totalCents });
    expect(welcome.payment.card).toBe('Visa ending in 4242');
    expect((await step(b)).step).toBe('welcome');
  });

  it('charges at signup under the immediate-billing flag', async () => {
    await app().app.services.flags.setEnabled('immediate_billing_default_offer', true);
    try {
      const { b, clientId } = await readyToPay('fr');
      const summary = await summaryOf(b);
      expect(summary.chargeTiming).toBe('now');
      const token = await cardToken(b, '4242424242424242');
      expect((await complete(b, token, 'now-0001')).json()).toEqual({
        redirect: '/fr/inscription/bienvenue',
      });
      const rows = await rowsFor(clientId);
      expect(rows.payments[0]).toMatchObject({ status: 'succeeded' });
      const welcome = getWelcome.output.parse((await b.get('/api/v1/signup/welcome')).json());
      expect(welcome.payment.status).toBe('charged');
      expect(welcome.payment.card).toBe('Visa se terminant par 4242');
    } finally {
      await app().app.services.flags.setEnabled('immediate_billing_default_offer', false);
    }
  });

  it('on a declined card says so and creates no subscription and no order; a good card then works', async () => {
    const { b, clientId } = await readyToPay();
    const declined = await complete(b, await cardToken(b, '4000000000000002'), 'declined-0001');
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toMatchObject({ error: { code: 'payment_declined' } });
    expect((declined.json() as { error: { message: string } }).error.message).toMatch(/Payment failed/);
    let rows = await rowsFor(clientId);
    expect(rows.subscriptions).toHaveLength(0);
    expect(rows.orders).toHaveLength(0);
    expect((await step(b)).step).toBe('payment');

    const ok = await complete(b, await cardToken(b, '4242424242424242'), 'second-0002');
    expect(ok.statusCode, ok.body).toBe(200);
    rows = await rowsFor(clientId);
    expect(rows.orders).toHaveLength(1);
    expect(rows.payments.map((p) => p.status).sort()).toEqual(['authorized', 'declined']);
  });

  it('turns 20 identical concurrent submissions into one charge and one order', async () => {
    const { b, clientId } = await readyToPay();
    const token = await cardToken(b, '4242424242424242');
    const { totalCents } = await summaryOf(b);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => complete(b, token, 'double-click-0001', totalCents)),
    );
    for (const r of responses) expect(r.statusCode, r.body).toBe(200);
    const rows = await rowsFor(clientId);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.orders).toHaveLength(1);
    expect(rows.payments).toHaveLength(1);
    const charges = await gatewayChargesFor(db(), rows.payments[0]!.idempotencyKey);
    expect(charges).toHaveLength(1);
  });

  it('after a crash between the charge and the order, a retry creates the order without charging again', async () => {
    const { b, clientId } = await readyToPay();
    const token = await cardToken(b, '4242424242424242');
    const orders_ = app().app.services.orders;
    const original = orders_.create;
    orders_.create = async () => {
      throw new Error('simulated crash');
    };
    try {
      const crashed = await complete(b, token, 'crash-0001');
      expect(crashed.statusCode).toBe(500);
    } finally {
      orders_.create = original;
    }
    let rows = await rowsFor(clientId);
    expect(rows.payments).toHaveLength(1);
    expect(rows.orders).toHaveLength(0);

    // The browser retries with a new key: the household's open attempt keeps the first one.
    const retried = await complete(b, token, 'crash-0002');
    expect(retried.statusCode, retried.body).toBe(200);
    rows = await rowsFor(clientId);
    expect(rows.orders).toHaveLength(1);
    expect(rows.payments).toHaveLength(1);
    expect(rows.orders[0]!.paymentId).toBe(rows.payments[0]!.id);
  });

  it('gives a referred household its credit once', async () => {
    const referrer = await readyToPay();
    const code = await app().app.services.discounts.referralCodeOf(referrer.clientId, 'Maya');
    const b = browser();
    expect((await b.post('/api/v1/sessions/save_discount_and_referral', { referral: code })).statusCode).toBe(200);
    await register(b);
    await deliverTo(b, '4500 Rue Saint-Denis', '514-555-0199');
    const clientId = await clientIdOf(b);
    const summary = await summaryOf(b);
    expect(summary.discounts).toHaveLength(1);
    expect(summary.discounts[0]!.amountCents).toBe(3 * 1249);
    const token = await cardToken(b, '4242424242424242');
    await complete(b, token, 'ref-0001');
    await complete(b, token, 'ref-0002');
    // One welcome credit, however many checkouts the referred household completes.
    expect(await app().app.services.money.credit.balance(clientId)).toBe(2000);
  });

  it('asks for another delivery date once the chosen one has passed its cutoff', async () => {
    const { b, date, clientId } = await readyToPay();
    app().clock.set(new Date(new Date(date.cutoffAt).getTime() + 1000).toISOString());
    try {
      const token = await cardToken(b, '4242424242424242');
      const res = await complete(b, token, 'late-0001', 4996);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ redirect: '/signup/delivery' });
      expect((await rowsFor(clientId)).payments).toHaveLength(0);
      expect((await step(b)).step).toBe('delivery');
    } finally {
      app().clock.set(NOW);
    }
  });

  it('does not give a household a code it already used, even from a new account', async () => {
    const first = browser();
    await first.post('/api/v1/signup/save_discount_code', { code: 'WELCOME50' });
    await register(first);
    await deliverTo(first, '2300 Main Street', '604-253-4567');
    const summary = await summaryOf(first);
    expect(summary.discountCode).toBe('WELCOME50');
    expect(summary.discounts[0]!.amountCents).toBe(Math.floor(summary.subtotalCents / 2));
    const token = await cardToken(first, '4242424242424242');
    expect((await complete(first, token, 'w50-0001')).statusCode).toBe(200);

    const again = browser();
    await again.post('/api/v1/signup/save_discount_code', { code: 'WELCOME50' });
    await register(again);
    await deliverTo(again, '2300 Main Street', '604-253-4567');
    // Decision 017: an address that already has a subscriber gets no first-order offer at all.
    const second = await summaryOf(again);
    expect(second.discountCode).toBeNull();
    expect(second.discounts).toEqual([]);
  });

  it('needs a signed-in client', async () => {
    const res = await complete(browser(), 'tok_x', 'nobody-01', 4996);
    expect(res.statusCode).toBe(401);
  });
});
