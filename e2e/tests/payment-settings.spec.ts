import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { editorWithMenu } from '../support/editor-api.ts';

const CSRF = { 'x-requested-with': 'field-and-plate' };
const GOOD_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';
const NO_FUNDS_CARD = '4000000000009995';
const PASSWORD = 'payment-settings-e2e';

// Households of their own, signed up from a network of their own (see late-additions.spec.ts;
// only the signup says so: the development mailbox answers this machine only): no demo household
// is touched, and the shared clock never moves (weeks are closed by `bill_now`).
const SIGNUP_NETWORK = { 'x-forwarded-for': '198.51.100.61' };
test.describe.configure({ timeout: 180_000 });

type Locale = 'en' | 'fr';
type Card = { id: number; state: string; deliveryDate: string };

const WORDS = {
  en: {
    path: '/settings/payment',
    history: '/settings/PaymentHistory',
    dialog: "Confirm it's you",
    password: 'Password',
    logIn: 'Log in',
    title: 'Payment settings',
    number: 'Card number',
    save: 'Save card',
    declined: /Payment failed/,
    billed: /Your new card paid for the delivery of/,
    card4242: 'Visa ending in 4242',
    from: 'From',
    to: 'To',
    send: 'E-mail my receipts',
    sent: /receipts? (is|are) on (its|their) way/,
    historyTitle: 'Payment history',
    older: 'Older',
    newer: 'Newer',
    page2: /^Page 2 of \d+$/,
    total: 'Total: ',
  },
  fr: {
    path: '/fr/parametres/paiement',
    history: '/fr/parametres/historique-paiements',
    dialog: "Confirmez que c'est bien vous",
    password: 'Mot de passe',
    logIn: 'Se connecter',
    title: 'Paramètres de paiement',
    number: 'Numéro de carte',
    save: 'Enregistrer la carte',
    declined: /paiement/i,
    billed: /Votre nouvelle carte a payé la livraison du/,
    card4242: 'Visa se terminant par 4242',
    from: 'Du',
    to: 'Au',
    send: 'M’envoyer mes reçus',
    sent: /reçus? s’en vien/,
    historyTitle: 'Historique des paiements',
    older: 'Plus anciens',
    newer: 'Plus récents',
    page2: /^Page 2 de \d+$/,
    total: 'Total : ',
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
  const data = { publishableKey: config.gateway.publishableKey, number, expMonth: '12', expYear: '2030' };
  const res = await request.post('/test-gateway/v1/tokens', {
    headers: CSRF,
    data: { ...data, cvc: '123', postalCode: 'V6B 1A1' },
  });
  return ((await ok(res)) as { token: string }).token;
}

async function upcoming(request: APIRequestContext): Promise<Card[]> {
  const res = await request.get('/api/v1/orders/order_data_for_account_page', { headers: CSRF });
  return ((await ok(res)) as { upcoming: Card[] }).upcoming;
}

/**
 * A new household, signed in, whose coming weeks exist and all but the last are billed on a good
 * card; then a declined card goes on file and the last week fails its payment at its cutoff, as
 * the English demo household's did. Answers the e-mail and the failed week.
 */
async function householdWithFailedWeek(page: Page, locale: Locale) {
  const request = page.request;
  const headers = { ...CSRF, ...SIGNUP_NETWORK, 'accept-language': locale === 'fr' ? 'fr-CA' : 'en-CA' };
  const post = async (path: string, data: object) => ok(await request.post(path, { headers, data }));
  await post('/api/v1/signup/save_plan', { type: 'rtc', people: 2, recipesPerWeek: 3, preference: 'vegetarian' });
  const tag = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
  const email = `pay.${tag}@example.com`;
  await post('/api/v1/signup/create_client', {
    ...{ firstName: 'Dominique', lastName: 'Gauthier', email, password: PASSWORD, acceptTerms: true },
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
    idempotencyKey: `pay-settings-e2e-${tag}`,
    expectedTotalCents: summary.totalCents,
  });
  await post('/api/dev/orders/generate', {});
  const weeks = await upcoming(request);
  expect(weeks.length).toBeGreaterThan(2);
  for (const week of weeks.slice(0, -1)) {
    expect(await post('/api/dev/orders/bill_now', { orderId: week.id })).toMatchObject({ status: 'billed' });
  }
  // Two late additions to the first billed week: payments of their own, on their own lines of the history.
  const menu = await editorWithMenu<{ id: number }>(request, weeks[0]!.id, locale);
  const extra = menu.categories.find((c) => c.itemKind !== 'meal' && c.products.length > 1)!;
  for (const product of extra.products.slice(0, 2)) {
    const created = (await post('/api/v1/orders/create_patch', {
      orderId: weeks[0]!.id,
      items: [{ productId: product.id, quantity: 1 }],
    })) as { status: string; patch: { id: number } };
    expect(created.status).toBe('pending');
    const paid = await post('/api/v1/orders/bill_patch', {
      patchId: created.patch.id,
      idempotencyKey: `extra-${tag}-${product.id}`,
    });
    expect(paid).toMatchObject({ status: 'billed' });
  }
  await post('/api/dev/payments/card_on_file', { token: await cardToken(request, DECLINED_CARD) });
  const last = weeks.at(-1)!;
  expect(await post('/api/dev/orders/bill_now', { orderId: last.id })).toMatchObject({ status: 'failed' });
  return { email, failed: last, weeks };
}

/** Presses Tab until the element has the focus. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

/** Types a card into the gateway's form with the keyboard only, and submits it with Enter. */
async function enterCard(page: Page, w: (typeof WORDS)[Locale], number: string) {
  const main = page.getByRole('main');
  const field = main.getByLabel(w.number);
  await tabTo(page, field);
  await page.keyboard.type(number);
  await page.keyboard.press('Tab');
  await page.keyboard.type('1230');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('V6B 1A1');
  await tabTo(page, main.getByRole('button', { name: w.save }));
  await page.keyboard.press('Enter');
}

for (const locale of ['en', 'fr'] as const) {
  const w = WORDS[locale];

  test(`${locale}: a declined card is refused, a good one pays the failed week; receipts and history`, async ({
    page,
  }) => {
    const { email, failed, weeks } = await householdWithFailedWeek(page, locale);

    // The payment tab asks for the password first (SPEC.md §2).
    await page.goto(w.path);
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(w.password).fill(PASSWORD);
    await dialog.getByRole('button', { name: w.logIn }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(/0002/).first()).toBeVisible();
    await expectAccessible(page, `payment settings (${locale})`);

    // A card without funds: refused with SPEC §8's message; the week stays failed, the card before stays.
    await enterCard(page, w, NO_FUNDS_CARD);
    await expect(main.getByRole('alert').filter({ hasText: w.declined })).toBeVisible();
    await expect(main.getByText(/0002/).first()).toBeVisible();
    expect((await upcoming(page.request)).find((c) => c.id === failed.id)?.state).toBe('failed');
    await expectAccessible(page, `payment settings, declined (${locale})`);

    // A good card: saved, and the failed week is billed at once.
    await page.reload();
    await enterCard(page, w, GOOD_CARD);
    await expect(main.getByRole('status').filter({ hasText: w.billed })).toBeVisible();
    await expect(main.getByText(w.card4242)).toBeVisible();
    expect((await upcoming(page.request)).find((c) => c.id === failed.id)?.state).not.toBe('failed');
    await expectAccessible(page, `payment settings, billed (${locale})`);

    // Receipts for every week, read in the development mailbox: each total is its order's.
    const dates = weeks.map((c) => c.deliveryDate).sort();
    await main.getByLabel(w.from, { exact: true }).fill(dates[0]!);
    await main.getByLabel(w.to, { exact: true }).fill(dates.at(-1)!);
    await main.getByRole('button', { name: w.send }).click();
    await expect(main.getByRole('status').filter({ hasText: w.sent })).toBeVisible();
    const outbox = (await ok(await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`))) as {
      messages: { id: number; template: string; locale: string }[];
    };
    const receipts = outbox.messages.filter((m) => m.template === 'order_receipt');
    expect(receipts).toHaveLength(weeks.length);
    const mailedTotals: number[] = [];
    for (const receipt of receipts) {
      expect(receipt.locale).toBe(locale);
      await page.goto(`/dev/mailbox/${receipt.id}`);
      const text = (await page.locator('pre').textContent()) ?? '';
      const line = text.split('\n').find((l) => l.startsWith(w.total)) ?? '';
      mailedTotals.push(Number(line.replace(/[^\d]/g, '')));
    }
    const orderTotals = await Promise.all(
      weeks.map(async (c) => {
        const res = await page.request.get(`/api/v1/orders/order_data?orderId=${c.id}`, { headers: CSRF });
        return ((await ok(res)) as { totalCents: number }).totalCents;
      }),
    );
    expect(mailedTotals.sort((a, b) => a - b)).toEqual(orderTotals.sort((a, b) => a - b));

    // The history, a page at a time, with the keyboard.
    await page.goto(w.history);
    await expect(page.getByRole('heading', { level: 1, name: w.historyTitle })).toBeVisible();
    const table = page.getByRole('table');
    // Five to a page (a header row above them), newest first: the week the new card paid leads.
    await expect(table.getByRole('row')).toHaveCount(6);
    await expectAccessible(page, `payment history (${locale})`);
    const older = page.getByRole('button', { name: w.older });
    await tabTo(page, older);
    await page.keyboard.press('Enter');
    await expect(page.getByText(w.page2)).toBeVisible();
    await expect(page.getByRole('button', { name: w.newer })).toBeEnabled();
    await expectAccessible(page, `payment history, page 2 (${locale})`);

    // On a 320 px phone the history and the payment page fit without sliding sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    const widths = () =>
      page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        table: Math.ceil(document.querySelector('main table')?.getBoundingClientRect().right ?? 0),
      }));
    expect(await widths()).toEqual({ page: 320, table: expect.any(Number) });
    expect((await widths()).table).toBeLessThanOrEqual(320);
    await page.goto(w.path);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}
