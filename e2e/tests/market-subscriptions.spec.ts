import { expect, test, type Locator, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { holdScripts, openHeld, untilTakenOver } from '../support/held-scripts.ts';

const CSRF = { 'x-requested-with': 'field-and-plate' };
// The demo households of the seed (README "Demo logins"). Each test ends the subscription it made
// (and the afterEach ends it through the API if the test stopped first), so the other specs see
// the households' weeks without it.
const DEMO_EN = { email: 'demo@fieldandplate.ca', password: 'fresh-meals-2026' };
const DEMO_FR = { email: 'demo.fr@fieldandplate.ca', password: 'fresh-meals-2026' };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function signIn(page: Page, who: { email: string; password: string }) {
  const res = await page.request.post('/api/v1/sessions/sign_in', { headers: CSRF, data: who });
  expect(res.status(), await res.text()).toBe(200);
}

/** A market item in stock, by its place in the market's list (each test takes its own). */
async function marketItem(page: Page, index: number, locale: 'en' | 'fr') {
  const headers = { 'accept-language': locale === 'fr' ? 'fr-CA' : 'en-CA' };
  const res = await page.request.get('/api/v1/menu/data?week=this-week&type=market', { headers });
  expect(res.status(), await res.text()).toBe(200);
  const items = (
    (await res.json()).items as { id: number; name: string; slug: string; soldOut: boolean; priceCents: number }[]
  ).filter((i) => !i.soldOut);
  return items[index]!;
}

/** Chooses a quantity; the subtotal per delivery says it took. */
async function chooseQuantity(select: Locator, quantity: number, subtotal: Locator) {
  await select.selectOption(String(quantity));
  await expect(subtotal).toBeVisible();
}

let toEnd: number | null = null;

test.afterEach(async ({ page }) => {
  if (toEnd === null) return;
  const productId = toEnd;
  toEnd = null;
  const res = await page.request.get(`/api/v1/product_subscriptions/active_subscriptions?productId=${productId}`);
  if (!res.ok()) return;
  for (const s of (await res.json()).subscriptions as { id: number; version: number }[]) {
    await page.request.post('/api/v1/product_subscriptions/cancel_subscription', {
      headers: CSRF,
      data: { subscriptionId: s.id, version: s.version },
    });
  }
});

const main = (page: Page) => page.getByRole('main');

test.describe('market-item subscriptions', () => {
  test('the English household subscribes from a product page, sees it recur on its account, then unsubscribes', async ({
    page,
  }) => {
    await signIn(page, DEMO_EN);
    const item = await marketItem(page, 3, 'en');
    await page.goto(`/product/${item.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    const control = main(page).getByRole('region', { name: 'Get it in every delivery' });
    await chooseQuantity(
      control.getByLabel('Quantity'),
      2,
      control.getByText(`Subtotal per delivery: $${((2 * item.priceCents) / 100).toFixed(2)}`, { exact: true }),
    );
    toEnd = item.id;
    await control.getByRole('button', { name: 'Subscribe' }).click();
    await expect(control.getByText(/^You get 2 of this item in every delivery since /)).toBeVisible();
    await expect(control.getByRole('region', { name: 'Your coming deliveries' })).toBeVisible();
    await expectAccessible(page, 'product with a market subscription (en)');

    // The account card lists it with the "Recurring" badge.
    await page.goto('/account');
    const withItem = main(page).getByRole('article').filter({ hasText: item.name }).first();
    await expect(withItem.getByText('Recurring')).toBeVisible();

    await page.goto(`/product/${item.slug}`);
    await control.getByRole('button', { name: 'Unsubscribe' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unsubscribe from this item?' });
    await dialog.getByRole('button', { name: 'Yes, unsubscribe' }).click();
    await expect(control.getByText('Unsubscribed: no more deliveries of this item.')).toBeVisible();
    await expect(control.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    toEnd = null;

    await page.goto('/account');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Upcoming deliveries' })).toBeVisible();
    await expect(main(page).getByText('Recurring')).toHaveCount(0);
  });

  test('la famille francophone s’abonne depuis la page d’un produit, puis se désabonne', async ({ page }) => {
    await signIn(page, DEMO_FR);
    const item = await marketItem(page, 4, 'fr');
    await page.goto(`/fr/produit/${item.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    const control = main(page).getByRole('region', { name: 'Recevez-le à chaque livraison' });
    const amount = ((3 * item.priceCents) / 100).toFixed(2).replace('.', ',');
    await chooseQuantity(
      control.getByLabel('Quantité'),
      3,
      control.getByText(new RegExp(`^Sous-total par livraison : ${amount}\\s\\$$`)),
    );
    toEnd = item.id;
    await control.getByRole('button', { name: 'M’abonner' }).click();
    await expect(control.getByText(/^Vous recevez 3 de cet article à chaque livraison depuis le /)).toBeVisible();
    await expectAccessible(page, 'product with a market subscription (fr)');
    // On a phone the control and its coming deliveries fit without side scrolling.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(control.getByRole('button', { name: 'Me désabonner' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await page.goto('/fr/compte');
    const withItem = main(page).getByRole('article').filter({ hasText: item.name }).first();
    await expect(withItem.getByText('Récurrent')).toBeVisible();

    await page.goto(`/fr/produit/${item.slug}`);
    await control.getByRole('button', { name: 'Me désabonner' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, me désabonner' }).click();
    await expect(control.getByText('Désabonné : vous ne recevrez plus cet article.')).toBeVisible();
    toEnd = null;
  });
  test('a quantity and start date chosen before the page’s scripts arrive are the ones subscribed', async ({
    page,
  }) => {
    await signIn(page, DEMO_EN);
    const item = await marketItem(page, 5, 'en');
    const scripts = await holdScripts(page);
    await openHeld(page, `/product/${item.slug}`);
    // The server's HTML: the control is there, the app is not yet.
    const control = main(page).getByRole('region', { name: 'Get it in every delivery' });
    const start = control.getByLabel('Starting with the delivery of');
    const second = await start.locator('option').nth(1).getAttribute('value');
    expect(second, 'a second delivery to start on').toBeTruthy();
    await control.getByLabel('Quantity').selectOption('3');
    await start.selectOption(second!);
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);

    scripts.release();
    await untilTakenOver(page);
    await expect(control.getByLabel('Quantity')).toHaveValue('3');
    await expect(start).toHaveValue(second!);
    await expect(
      control.getByText(`Subtotal per delivery: $${((3 * item.priceCents) / 100).toFixed(2)}`, { exact: true }),
    ).toBeVisible();
    toEnd = item.id;
    await control.getByRole('button', { name: 'Subscribe' }).click();
    await expect(control.getByText(/^You get 3 of this item in every delivery since /)).toBeVisible();
    const res = await page.request.get(`/api/v1/product_subscriptions/active_subscriptions?productId=${item.id}`);
    const { subscriptions } = (await res.json()) as { subscriptions: { quantity: number; startsOn: string }[] };
    expect(subscriptions.map((s) => [s.quantity, s.startsOn])).toEqual([[3, second]]);
  });
});
