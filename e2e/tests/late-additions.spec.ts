import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';

const CSRF = { 'x-requested-with': 'field-and-plate' };
const GOOD_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

// These households sign up from a network of their own (the e2e server believes X-Forwarded-For
// from this machine): the rest of the suite's signups from 127.0.0.1 must not use up the
// per-address limit on new accounts for them, nor they for the rest.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' } });

// Each test signs up a household of its own (no demo household is touched) and has its first
// order cut off and billed now through the weekly cycle's own steps (the development route
// `/api/dev/orders/bill_now`): the shared clock never moves, so no other spec's weeks change.
test.describe.configure({ timeout: 120_000 });

type Card = { id: number; state: string; totalCents: number; items: { productId: number; name: string }[] };

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** A card of the test gateway, tokenized as the payment page's browser would. */
async function cardToken(request: APIRequestContext, number: string): Promise<string> {
  const config = (await ok(await request.get('/api/v1/signup/payment_data', { headers: CSRF }))) as {
    gateway: { publishableKey: string };
  };
  const res = await request.post('/test-gateway/v1/tokens', {
    headers: CSRF,
    data: {
      publishableKey: config.gateway.publishableKey,
      number,
      expMonth: '12',
      expYear: '2030',
      cvc: '123',
      postalCode: 'V6B 1A1',
    },
  });
  return ((await ok(res)) as { token: string }).token;
}

/**
 * Signs up a new household through the signup API with the 4242 card (signed in afterwards), has
 * its first order billed, and answers that order's id: a billed order before the day before its
 * delivery, i.e. a card in the "late addition" state.
 */
async function householdWithBilledOrder(page: Page, locale: 'en' | 'fr'): Promise<number> {
  const request = page.request;
  const headers = { ...CSRF, 'accept-language': locale === 'fr' ? 'fr-CA' : 'en-CA' };
  await ok(
    await request.post('/api/v1/signup/save_plan', {
      headers,
      data: { type: 'rtc', people: 2, recipesPerWeek: 3, preference: 'vegetarian' },
    }),
  );
  const tag = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
  await ok(
    await request.post('/api/v1/signup/create_client', {
      headers,
      data: {
        firstName: 'Sacha',
        lastName: 'Tremblay',
        email: `late.${tag}@example.com`,
        password: 'late-additions-e2e',
        acceptTerms: true,
      },
    }),
  );
  // A door of its own: a demo household or another signup at the same address would change the offer.
  const street = `${2200 + Math.floor(Math.random() * 6200)} Fraser Street`;
  const found = (await ok(
    await request.get(`/api/v1/signup/address_suggestions?q=${encodeURIComponent(street)}`, { headers }),
  )) as { suggestions: { id: string }[] };
  expect(found.suggestions.length, street).toBeGreaterThan(0);
  await ok(
    await request.post('/api/v1/signup/save_address', {
      headers,
      data: { suggestionId: found.suggestions[0]!.id, phone: '604-253-4567' },
    }),
  );
  const { options } = (await ok(await request.get('/api/v1/signup/delivery_options', { headers }))) as {
    options: { date: string; windows: { starts: string }[] }[];
  };
  await ok(
    await request.post('/api/v1/signup/update_delivery_slot', {
      headers,
      data: { date: options[0]!.date, starts: options[0]!.windows[0]!.starts },
    }),
  );
  const summary = (await ok(await request.get('/api/v1/signup/order_summary', { headers }))) as {
    totalCents: number;
  };
  await ok(
    await request.post('/api/v1/signup/complete', {
      headers,
      data: {
        paymentToken: await cardToken(request, GOOD_CARD),
        idempotencyKey: `late-additions-e2e-${tag}`,
        expectedTotalCents: summary.totalCents,
      },
    }),
  );
  const [first] = await upcoming(request);
  expect(first).toBeDefined();
  const billed = (await ok(
    await request.post('/api/dev/orders/bill_now', { headers: CSRF, data: { orderId: first!.id } }),
  )) as { status: string };
  expect(billed.status).toBe('billed');
  const [card] = await upcoming(request);
  expect(card!.state).toBe('late_addition');
  return card!.id;
}

async function upcoming(request: APIRequestContext): Promise<Card[]> {
  const res = await request.get('/api/v1/orders/order_data_for_account_page', { headers: CSRF });
  return ((await ok(res)) as { upcoming: Card[] }).upcoming;
}

/** Cents from a shown amount in either language ("$12.34", "12,34 $"). */
const cents = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

const summaryTotal = (page: Page) =>
  page
    .getByRole('region', { name: /^(Order summary|Résumé de la commande)$/ })
    .locator('dt', { hasText: /^Total$/ })
    .locator('xpath=following-sibling::dd');
const cart = (page: Page) => page.getByRole('region', { name: /^(Your cart|Votre panier)$/ });
const dialogTotal = (dialog: Locator, label: string) =>
  dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

/** Presses Tab until the target has the focus (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 12) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reached with Tab');
}

test.describe('paying now for a late addition to a billed order', () => {
  test('with the 4242 card: confirm, pay by keyboard, success, the new total in the editor and on the account', async ({
    page,
  }) => {
    const orderId = await householdWithBilledOrder(page, 'en');
    const before = (await upcoming(page.request)).find((c) => c.id === orderId)!;

    // The account card says what the week takes and leads to the editor.
    await page.goto('/account');
    const card = page.getByRole('main').getByRole('article').filter({ hasText: 'Billed: additions only' });
    await expect(card.getByText('This order is billed. You can still add items to it.')).toBeVisible();
    await card.getByRole('link', { name: 'Add items', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/editor$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The editor's summary re-prices the cart (see the report: it leaves out the signup offer the
    // first order was paid with), so here it is compared with itself: it moves by what was charged.
    const editorBefore = cents(await summaryTotal(page).textContent());
    await expect(page.getByText('Add items from the menu: you will pay for them now.')).toBeVisible();

    await page.getByLabel('Search the menu').fill('baguette');
    await page.getByRole('button', { name: 'Add Baguette Tradition' }).click();
    await expect(cart(page).getByText('Baguette Tradition')).toBeVisible();

    // Keyboard only from here: open the modal, pay, close.
    const payButton = page.getByRole('button', { name: 'Pay for my additions' });
    await payButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add to this delivery' });
    await expect(dialog.getByText(/charged now to your card on file/)).toBeVisible();
    await expect(dialog.getByText('Baguette Tradition × 1')).toBeVisible();
    const charged = cents(await dialogTotal(dialog, 'Total charged now').textContent());
    expect(charged).toBeGreaterThan(0);
    await expectAccessible(page, 'pay-now modal, confirm (en)');
    const pay = dialog.getByRole('button', { name: /^Pay \$\d+\.\d{2} now$/ });
    await tabTo(page, pay);
    await page.keyboard.press('Enter');

    const done = page.getByRole('dialog', { name: 'Added to your delivery' });
    await expect(done.getByRole('status')).toHaveText(/^We charged \$\d+\.\d{2} to your card\./);
    expect(cents(await done.getByRole('status').textContent())).toBe(charged);
    // The settled state's heading takes the focus, so a screen reader reads it first.
    await expect(done.getByRole('heading', { name: 'Added to your delivery' })).toBeFocused();
    await expectAccessible(page, 'pay-now modal, success (en)');
    await tabTo(page, done.getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Enter');
    await expect(done).toHaveCount(0);
    // The focus goes back to the button that opened the modal.
    await expect(payButton).toBeFocused();

    // The order's new total, from the server: what it was plus what was charged.
    await expect.poll(async () => cents(await summaryTotal(page).textContent())).toBe(editorBefore + charged);
    await expect(page.getByText('Add items from the menu: you will pay for them now.')).toBeVisible();
    await expect(cart(page).getByText('Baguette Tradition')).toBeVisible();

    const after = (await upcoming(page.request)).find((c) => c.id === orderId)!;
    expect(after.totalCents).toBe(before.totalCents + charged);
    expect(after.items.some((i) => i.name === 'Baguette Tradition')).toBe(true);
    await page.getByRole('link', { name: 'Back to my account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const updated = page.getByRole('main').getByRole('article').filter({ hasText: 'Billed: additions only' });
    await expect(updated.getByText('Baguette Tradition')).toBeVisible();
    const accountTotal = updated.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd');
    expect(cents(await accountTotal.textContent())).toBe(before.totalCents + charged);
  });

  test('avec une carte refusée : le message en français, rien n’est ajouté, le total ne change pas', async ({
    page,
  }) => {
    const orderId = await householdWithBilledOrder(page, 'fr');
    // The card on file is now one the gateway declines.
    await ok(
      await page.request.post('/api/dev/payments/card_on_file', {
        headers: CSRF,
        data: { token: await cardToken(page.request, DECLINED_CARD) },
      }),
    );
    const before = (await upcoming(page.request)).find((c) => c.id === orderId)!;

    await page.goto(`/fr/commandes/${orderId}/editeur`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByLabel('Chercher dans le menu').fill('baguette');
    await page.getByRole('button', { name: 'Ajouter Baguette tradition' }).click();
    await page.getByRole('button', { name: 'Payer mes ajouts' }).click();

    const dialog = page.getByRole('dialog', { name: 'Ajouter à cette livraison' });
    await expect(dialog.getByText('Baguette tradition × 1')).toBeVisible();
    await expectAccessible(page, 'pay-now modal, confirm (fr)');
    await dialog.getByRole('button', { name: /^Payer \d+,\d{2}\s\$ maintenant$/ }).click();

    const failed = page.getByRole('dialog', { name: 'Le paiement a échoué' });
    await expect(failed.getByRole('alert')).toHaveText(
      'Le paiement a échoué. Veuillez vérifier les renseignements de votre carte ou communiquer avec le service à la clientèle.',
    );
    await expect(
      failed.getByText("Rien n'a été ajouté et votre carte n'a pas été débitée.", { exact: false }),
    ).toBeVisible();
    await expect(failed.getByRole('heading', { name: 'Le paiement a échoué' })).toBeFocused();
    await expectAccessible(page, 'pay-now modal, failed (fr)');
    // Escape closes a settled modal.
    await page.keyboard.press('Escape');
    await expect(failed).toHaveCount(0);

    // Nothing was added to the order and its total did not move.
    const after = (await upcoming(page.request)).find((c) => c.id === orderId)!;
    expect(after.totalCents).toBe(before.totalCents);
    expect(after.items.map((i) => i.productId).sort()).toEqual(before.items.map((i) => i.productId).sort());
    await page.getByRole('link', { name: 'Retour à mon compte' }).click();
    await page
      .getByRole('dialog', { name: 'Quitter votre commande?' })
      .getByRole('button', { name: 'Continuer' })
      .click();
    await expect(page).toHaveURL(/\/fr\/compte$/);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: 'Facturée : ajouts seulement' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Baguette tradition')).toHaveCount(0);
    const accountTotal = card.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd');
    expect(cents(await accountTotal.textContent())).toBe(before.totalCents);
  });
  test('opened twice: the second window replaces the first, and the additions are charged once', async ({ page }) => {
    const orderId = await householdWithBilledOrder(page, 'en');
    const before = (await upcoming(page.request)).find((c) => c.id === orderId)!;
    await page.goto(`/orders/${orderId}/editor`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByLabel('Search the menu').fill('baguette');
    await page.getByRole('button', { name: 'Add Baguette Tradition' }).click();

    const payButton = page.getByRole('button', { name: 'Pay for my additions' });
    const dialog = page.getByRole('dialog', { name: 'Add to this delivery' });
    await payButton.click();
    await expect(dialog.getByText('Baguette Tradition × 1')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await payButton.click();
    await expect(dialog.getByText('Baguette Tradition × 1')).toBeVisible();
    const charged = cents(await dialogTotal(dialog, 'Total charged now').textContent());
    await dialog.getByRole('button', { name: /^Pay \$\d+\.\d{2} now$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Added to your delivery' }).getByRole('status')).toBeVisible();

    const after = (await upcoming(page.request)).find((c) => c.id === orderId)!;
    expect(after.totalCents).toBe(before.totalCents + charged);
    expect(after.items.filter((i) => i.name === 'Baguette Tradition')).toHaveLength(1);
  });
});
