import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  getAddressSuggestions,
  getCurrentStep,
  getDeliveryOptions,
  getOrderSummary,
  postTestGatewayToken,
} from '@fp/contracts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedCatalog, seedDemoDiscounts } from '../../../test/fixtures.ts';
import { orders } from '../orders/tables.ts';
import { payments } from '../money/tables.ts';
import { subscriptions } from '../subscription/tables.ts';

export const VEGETARIAN_2x3 = { type: 'rtc', people: 2, recipesPerWeek: 3, preference: 'vegetarian' };

let n = 0;

/** The file's test app, with the catalogue and the demo codes planned around its clock. */
export function signupTestApp(now: string, config?: Record<string, string>): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ now, ...(config ? { config } : {}) });
    // Menus are planned around the test clock, whatever day the suite runs.
    await seedCatalog(t.database.db, t.clock);
    await seedDemoDiscounts(t.database.db, t.clock);
  }, 180_000);
  afterAll(() => t?.close());
  return () => t!;
}

/** The steps of the signup funnel as a visitor's browser takes them, against the file's test app. */
export function signupSteps(testApp: () => TestApp) {
  const db = () => testApp().database.db;

  function browser(locale: 'en' | 'fr' = 'en') {
    // Each visitor on their own address, as in life: per-address limits stay out of the way.
    n += 1;
    const b = new Browser(testApp().app, {
      remoteAddress: `10.${(process.pid % 200) + 1}.${Math.floor(n / 200)}.${(n % 200) + 1}`,
    });
    b.locale = locale;
    return b;
  }

  async function step(b: Browser) {
    const res = await b.get('/api/v1/signup/current_step');
    expect(res.statusCode).toBe(200);
    return getCurrentStep.output.parse(res.json());
  }

  async function register(b: Browser, plan: object = VEGETARIAN_2x3) {
    n += 1;
    expect((await b.post('/api/v1/signup/save_plan', plan)).statusCode).toBe(200);
    const res = await b.post('/api/v1/signup/create_client', {
      firstName: 'Maya',
      lastName: 'Singh',
      email: `maya${n}.${Date.now()}@example.com`,
      password: 'kale-and-salmon-42',
      acceptTerms: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { next: string };
  }

  async function deliverTo(b: Browser, query: string, phone: string) {
    const found = await b.get(`/api/v1/signup/address_suggestions?q=${encodeURIComponent(query)}`);
    const [suggestion] = getAddressSuggestions.output.parse(found.json()).suggestions;
    expect(suggestion, query).toBeDefined();
    const saved = await b.post('/api/v1/signup/save_address', { suggestionId: suggestion!.id, phone });
    expect(saved.statusCode, saved.body).toBe(200);
    const options = getDeliveryOptions.output.parse((await b.get('/api/v1/signup/delivery_options')).json()).options;
    const first = options[0]!;
    const chosen = await b.post('/api/v1/signup/update_delivery_slot', {
      date: first.date,
      starts: first.windows[0]!.starts,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    return first;
  }

  async function cardToken(b: Browser, number: string) {
    const config = (await b.get('/api/v1/signup/payment_data')).json() as { gateway: { publishableKey: string } };
    const res = await b.post('/test-gateway/v1/tokens', {
      publishableKey: config.gateway.publishableKey,
      number,
      expMonth: '12',
      expYear: '2030',
      cvc: '123',
      postalCode: 'V6B 1A1',
    });
    expect(res.statusCode, res.body).toBe(200);
    return postTestGatewayToken.output.parse(res.json()).token;
  }

  async function clientIdOf(b: Browser): Promise<number> {
    const res = await b.get('/api/v1/sessions/session_data');
    return (res.json() as { client: { id: number } }).client.id;
  }

  async function readyToPay(locale: 'en' | 'fr' = 'en', street = '1200 West Broadway') {
    const b = browser(locale);
    await register(b);
    const date = await deliverTo(b, street, '604-253-4567');
    return { b, date, clientId: await clientIdOf(b) };
  }

  async function summaryOf(b: Browser) {
    const res = await b.get('/api/v1/signup/order_summary');
    expect(res.statusCode, res.body).toBe(200);
    return getOrderSummary.output.parse(res.json());
  }

  /** Pays as the payment page does: with the total it shows (asked for now unless given). */
  async function complete(b: Browser, paymentToken: string, idempotencyKey: string, expectedTotalCents?: number) {
    return b.post('/api/v1/signup/complete', {
      paymentToken,
      idempotencyKey,
      expectedTotalCents: expectedTotalCents ?? (await summaryOf(b)).totalCents,
    });
  }

  const rowsFor = async (clientId: number) => ({
    subscriptions: await db().select().from(subscriptions).where(eq(subscriptions.clientId, clientId)),
    orders: await db().select().from(orders).where(eq(orders.clientId, clientId)),
    payments: await db().select().from(payments).where(eq(payments.clientId, clientId)),
  });

  return { browser, step, register, deliverTo, cardToken, clientIdOf, readyToPay, summaryOf, complete, rowsFor };
}
