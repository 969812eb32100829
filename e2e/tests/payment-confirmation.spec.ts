import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';

const CSRF = { 'x-requested-with': 'field-and-plate' };
const GOOD_CARD = '4242424242424242';
// The bank asks to confirm every charge of this card (3-D Secure, decision 051).
const CONFIRM_CARD = '4000002760003184';

// A household of its own, signed up from a network of its own (see payment-settings.spec.ts).
const SIGNUP_NETWORK = { 'x-forwarded-for': '198.51.100.62' };
test.describe.configure({ timeout: 180_000 });

type Locale = 'en' | 'fr';
type Card = { id: number; state: string; dateLabel: string };

const WORDS = {
  en: { path: '/account', confirm: 'Confirm the payment', done: /Payment confirmed: the delivery of .* is paid\./ },
  fr: {
    path: '/fr/compte',
    confirm: 'Confirmer le paiement',
    done: /Paiement confirmé : la livraison du .* est payée\./,
  },
} as const;

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

async function cardToken(request: APIRequestContext, number: string): Promise<string> {
  const config = (await ok(await request.get('/api/v1/signup/payment_data', { headers: CSRF }))) as {
    gateway: { publishableKey: string };
  };
  const res = await request.post('/test-gateway/v1/tokens', {
    headers: CSRF,
    data: {
      publishableKey: config.gateway.publishableKey,
      ...{ number, expMonth: '12', expYear: '2030', cvc: '123', postalCode: 'V6B 1A1' },
    },
  });
  return ((await ok(res)) as { token: string }).token;
}

async function upcoming(request: APIRequestContext, locale: Locale): Promise<Card[]> {
  const headers = { ...CSRF, 'accept-language': locale === 'fr' ? 'fr-CA' : 'en-CA' };
  const res = await request.get('/api/v1/orders/order_data_for_account_page', { headers });
  return ((await ok(res)) as { upcoming: Card[] }).upcoming;
}

/** A new household, signed in, whose first coming week failed because its bank wants the charge confirmed. */
async function householdWithHeldWeek(page: Page, locale: Locale) {
  const request = page.request;
  const headers = { ...CSRF, ...SIGNUP_NETWORK, 'accept-language': locale === 'fr' ? 'fr-CA' : 'en-CA' };
  const post = async (path: string, data: object) => ok(await request.post(path, { headers, data }));
  await post('/api/v1/signup/save_plan', { type: 'rtc', people: 2, recipesPerWeek: 3, preference: 'vegetarian' });
  const tag = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
  await post('/api/v1/signup/create_client', {
    ...{ firstName: 'Mathis', lastName: 'Bouchard', email: `held.${tag}@example.com` },
    ...{ password: 'payment-confirmation-e2e', acceptTerms: true },
  });
  const street = `${2200 + Math.floor(Math.random() * 6200)} Fraser Street`;
  const found = (await ok(
    await request.get(`/api/v1/signup/address_suggestions?q=${encodeURIComponent(street)}`, { headers }),
  )) as { suggestions: { id: string }[] };
  await post('/api/v1/signup/save_address', { suggestionId: found.suggestions[0]!.id, phone: '604-253-4567' });
  const { options } = (await ok(await request.get('/api/v1/signup/delivery_options', { headers }))) as {
    options: { date: string; windows: { starts: string }[] }[];
  };
  await post('/api/v1/signup/update_delivery_slot', { date: options[0]!.date, starts: options[0]!.windows[0]!.starts });
  const summary = (await ok(await request.get('/api/v1/signup/order_summary', { headers }))) as { totalCents: number };
  await post('/api/v1/signup/complete', {
    paymentToken: await cardToken(request, GOOD_CARD),
    idempotencyKey: `held-e2e-${tag}`,
    expectedTotalCents: summary.totalCents,
  });
  await post('/api/dev/orders/generate', {});
  await post('/api/dev/payments/card_on_file', { token: await cardToken(request, CONFIRM_CARD) });
  const last = (await upcoming(request, locale)).at(-1)!;
  await post('/api/dev/orders/bill_now', { orderId: last.id });
  const held = (await upcoming(request, locale)).find((c) => c.id === last.id)!;
  expect(held.state).toBe('failed');
  return held;
}

for (const locale of ['en', 'fr'] as const) {
  const w = WORDS[locale];

  test(`${locale}: a week whose bank held the charge is confirmed and shows billed`, async ({ page }) => {
    const held = await householdWithHeldWeek(page, locale);
    await page.goto(w.path);
    const week = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: held.dateLabel }) });
    const button = week.getByRole('button', { name: w.confirm });
    await expect(button).toBeVisible();
    await expectAccessible(page, `account home, held payment (${locale})`);

    await button.click();
    await expect(week.getByRole('status').filter({ hasText: w.done })).toBeVisible();
    await expect(button).toBeHidden();
    expect((await upcoming(page.request, locale)).find((c) => c.id === held.id)?.state).not.toBe('failed');
  });
}
