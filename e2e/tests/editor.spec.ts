import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import {
  CSRF,
  DEMO,
  editorData,
  editorWithMenu,
  setCart,
  signIn,
  type EditorData,
  type Item,
} from '../support/editor-api.ts';

// The demo households' editor. Every cart a test changes is put back as it was through the API
// before the test ends, so the other specs see the weeks as seeded.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Carts to put back after the test, whatever happened in it. */
let restore: { request: APIRequestContext; orderId: number; items: Item[] }[] = [];
/** Weeks a test skipped (or brought back), to be left as seeded whatever happened in it. */
let weeks: { request: APIRequestContext; orderId: number; skipped: boolean }[] = [];

test.afterEach(async () => {
  for (const w of weeks) await setSkipped(w.request, w.orderId, w.skipped);
  weeks = [];
  for (const r of restore) await setCart(r.request, r.orderId, r.items);
  restore = [];
});

type Card = { id: number; version: number; state: string; dateLabel: string };

/** The household's weeks as the account page reads them, worded in a language. */
async function accountWeeks(request: APIRequestContext, locale: 'en' | 'fr' = 'en') {
  const headers = { ...CSRF, 'accept-language': locale === 'fr' ? 'fr-CA' : 'en-CA' };
  const res = await request.get('/api/v1/orders/order_data_for_account_page', { headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { upcoming: Card[]; recent: Card[] };
}

/** Skips or brings back a week through the API, unless it already is so. */
async function setSkipped(request: APIRequestContext, orderId: number, skipped: boolean) {
  const card = (await accountWeeks(request)).upcoming.find((c) => c.id === orderId);
  if (!card || (card.state === 'skipped') === skipped) return;
  const res = await request.post(`/api/v1/account/${skipped ? 'skip_order' : 'unskip_order'}`, {
    headers: CSRF,
    data: { orderId, version: card.version },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens the editor from the account home's first "Edit my order"; its saved cart is restored after the test. */
async function openFromAccount(page: Page, locale: 'en' | 'fr') {
  await signIn(page.request, locale === 'fr' ? DEMO.fr : DEMO.en);
  await page.goto(locale === 'fr' ? '/fr/compte' : '/account');
  await page
    .getByRole('main')
    .getByRole('link', { name: locale === 'fr' ? 'Modifier ma commande' : 'Edit my order', exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(locale === 'fr' ? /\/fr\/commandes\/\d+\/editeur$/ : /\/orders\/\d+\/editor$/);
  const orderId = Number(/\/(\d+)\//.exec(page.url())![1]);
  await opened(page, orderId);
  return orderId;
}

/** Waits for the editor of an order and keeps its saved cart to put back after the test. */
async function opened(page: Page, orderId: number) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const saved = await savedCart(page, orderId);
  restore.push({ request: page.request, orderId, items: saved });
}

type WeekCard = { id: number; deliveryDate: string; state: string; items: Item[] };

/** The Sunday of a delivery's menu week: stock is counted per menu week, whatever the weekday. */
function menuWeekOf(deliveryDate: string): string {
  const day = new Date(`${deliveryDate}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - day.getUTCDay());
  return day.toISOString().slice(0, 10);
}

async function editableWeeks(request: APIRequestContext): Promise<WeekCard[]> {
  const res = await request.get('/api/v1/orders/order_data_for_account_page', { headers: CSRF });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { upcoming: WeekCard[] }).upcoming.filter((c) => c.state === 'editable');
}

/** The saved cart, read without opening an edit session (the account page's data). */
async function savedCart(page: Page, orderId: number): Promise<Item[]> {
  const res = await page.request.get('/api/v1/orders/order_data_for_account_page', { headers: CSRF });
  const data = (await res.json()) as { upcoming: { id: number; items: Item[] }[] };
  return data.upcoming
    .find((c) => c.id === orderId)!
    .items.map((i) => ({ productId: i.productId, quantity: i.quantity }));
}

const cart = (page: Page) => page.getByRole('region', { name: /^(Your cart|Votre panier)$/ });
const summary = (page: Page) => page.getByRole('region', { name: /^(Order summary|Résumé de la commande)$/ });
const totalOf = (page: Page, label = 'Total') =>
  summary(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');
const search = (page: Page, label = 'Search the menu') => page.getByLabel(label);
/** A chip: its input is visually hidden inside its label, which takes the press. */
const chip = (box: Locator) => box.locator('xpath=ancestor::label').click();

test.describe('the order editor', () => {
  test('sends the order with the page and leaves the menu to the browser’s cache (decision 039)', async ({ page }) => {
    const orderId = await openFromAccount(page, 'en');
    // The page's inline state carries the order, not the menu (the browser keeps that one itself).
    const html = await (await page.request.get(`/orders/${orderId}/editor`)).text();
    expect(html).toContain('/api/v1/orders/editor_data_v2');
    expect(html).not.toContain('/api/v1/orders/editor_menu');
    const menu = page.waitForResponse((r) => r.url().includes('/api/v1/orders/editor_menu'));
    await page.reload();
    const answer = await menu;
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expect(page.getByText(/^\d+ items shown$/)).toBeVisible();
    // Opened again: the menu comes from the browser's cache, nothing crosses the network for it.
    await page.reload();
    await expect(page.getByText(/^\d+ items shown$/)).toBeVisible();
    const sizes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/v1/orders/editor_menu'))
        .map((e) => (e as PerformanceResourceTiming).transferSize),
    );
    expect(sizes).toEqual([0]);
  });

  test('edits a week’s box: filters, search, quantities, an exact summary, save and reopen', async ({ page }) => {
    const orderId = await openFromAccount(page, 'en');
    await expectAccessible(page, 'order editor (en)');
    await expect(cart(page).getByText('Meals chosen: 3 of 3')).toBeVisible();
    const savedTotal = await totalOf(page).textContent();

    // Filters and search narrow the menu.
    const shown = page.getByText(/^\d+ items? shown$/);
    const all = Number((await shown.textContent())!.split(' ')[0]);
    await chip(page.getByRole('checkbox', { name: 'Vegan' }));
    await expect.poll(async () => Number((await shown.textContent())!.split(' ')[0])).toBeLessThan(all);
    await chip(page.getByRole('radio', { name: '20 min or less' }));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(shown).toHaveText(`${all} items shown`);

    // One meal out, another in; two loaves of bread.
    await cart(page)
      .getByRole('button', { name: /^Remove one / })
      .first()
      .click();
    await expect(cart(page).getByText('Meals chosen: 2 of 3')).toBeVisible();
    await search(page).fill('tofu green curry');
    await expect(page.getByText('1 item shown')).toBeVisible();
    await page.getByRole('button', { name: 'Add Tofu Green Curry with Vegetables' }).click();
    await search(page).fill('baguette');
    await page.getByRole('button', { name: 'Add Baguette Tradition' }).click();
    await page.getByRole('button', { name: 'Add one more Baguette Tradition' }).first().click();
    await expect(cart(page).getByText('2 units')).toBeVisible();
    await expect(summary(page).getByText('Preview with your unsaved changes')).toBeVisible();
    const previewTotal = await totalOf(page).textContent();
    expect(previewTotal).not.toBe(savedTotal);
    await expectAccessible(page, 'order editor with a draft (en)');

    await page.getByRole('button', { name: 'Save my order' }).click();
    await expect(page.getByText('Your order is saved.')).toBeVisible();
    await expect(summary(page).getByText('Preview with your unsaved changes')).toHaveCount(0);
    // The server's summary is the preview: one rule, same inputs.
    await expect(totalOf(page)).toHaveText(previewTotal!);

    await page.reload();
    await expect(cart(page).getByText('Tofu Green Curry with Vegetables')).toBeVisible();
    await expect(cart(page).getByText('Baguette Tradition')).toBeVisible();
    await expect(cart(page).getByText('2 units')).toBeVisible();
    await expect(totalOf(page)).toHaveText(previewTotal!);
    expect(orderId).toBeGreaterThan(0);
  });

  test('fits a 320 px phone: no sideways scroll, filters folded, the cart one link away', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await openFromAccount(page, 'en');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expect(page.getByRole('checkbox', { name: 'Vegan' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByText('Vegan', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Go to my cart' }).click();
    await expect(cart(page).getByRole('heading', { name: 'Your cart' })).toBeInViewport();
    await expectAccessible(page, 'order editor at 320 px');
  });

  test('opens the product page in a dialog and adds what goes well with the recipe', async ({ page }) => {
    await openFromAccount(page, 'en');
    await search(page).fill('chickpea spinach');
    const name = page.getByRole('button', { name: 'Chickpea & Spinach Coconut Curry', exact: true });
    await name.click();
    const dialog = page.getByRole('dialog', { name: 'Chickpea & Spinach Coconut Curry' });
    await expect(dialog.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Goes well with' })).toBeVisible();
    await expectAccessible(page, 'product dialog in the editor');
    const pairing = dialog.getByRole('button', { name: /^Add / }).last();
    const pairingName = ((await pairing.textContent()) ?? '').replace(/^Add /, '');
    await pairing.click();
    await expect(dialog.getByText('1 in your cart')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // The focus is back on the card that opened the dialog.
    await expect(name).toBeFocused();
    await expect(cart(page).getByText(pairingName, { exact: true })).toBeVisible();
  });

  test('asks before leaving with unsaved changes', async ({ page }) => {
    await openFromAccount(page, 'en');
    await search(page).fill('baguette');
    await page.getByRole('button', { name: 'Add Baguette Tradition' }).click();
    await page.getByRole('link', { name: 'Back to my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave your order?' });
    await expect(dialog.getByText('Your unsaved cart changes will be lost.')).toBeVisible();
    await expectAccessible(page, 'leave-order confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/editor$/);
    await page.getByRole('link', { name: 'Back to my account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('adds to the cart and saves with the keyboard only', async ({ page }) => {
    await openFromAccount(page, 'en');
    const tabTo = async (target: Locator, max = 80) => {
      for (let i = 0; i < max; i++) {
        if (await target.evaluate((el) => el === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error('not reached with Tab');
    };
    await tabTo(search(page));
    await page.keyboard.type('baguette');
    await tabTo(page.getByRole('button', { name: 'Add Baguette Tradition' }));
    await page.keyboard.press('Enter');
    // The focus moved to the stepper that replaced the button: Enter again adds a second loaf.
    await expect(page.getByRole('button', { name: 'Add one more Baguette Tradition' }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cart(page).getByText('2 units')).toBeVisible();
    await tabTo(page.getByRole('button', { name: 'Save my order' }), 120);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your order is saved.')).toBeVisible();
  });

  test('a second window takes the edit session; the first is told and stops saving', async ({ page, context }) => {
    const orderId = await openFromAccount(page, 'en');
    const second = await context.newPage();
    await second.goto(`/orders/${orderId}/editor`);
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();

    await search(page).fill('baguette');
    await page.getByRole('button', { name: 'Add Baguette Tradition' }).click();
    await page.getByRole('button', { name: 'Save my order' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This order is now open in another window.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save my order' })).toHaveCount(0);
    await expectAccessible(page, 'editor after its session moved');

    // The newest window saves.
    await search(second).fill('baguette');
    await second.getByRole('button', { name: 'Add Baguette Tradition' }).click();
    await second.getByRole('button', { name: 'Save my order' }).click();
    await expect(second.getByText('Your order is saved.')).toBeVisible();
    await second.close();
  });

  test('after the cutoff the editor says so and links to next week’s order', async ({ page }) => {
    await signIn(page.request, DEMO.en);
    const res = await page.request.get('/api/v1/orders/order_data_for_account_page', { headers: CSRF });
    const data = (await res.json()) as { upcoming: { id: number; state: string }[]; recent: { id: number }[] };
    const past = data.upcoming.find((c) => c.state === 'failed' || c.state === 'locked') ?? data.recent[0]!;
    // The next week open for changes is linked (a skipped one is offered back: see below).
    const next = (await editorData(page.request, past.id)).nextOrder!;
    weeks.push({ request: page.request, orderId: next.id, skipped: next.skipped });
    await setSkipped(page.request, next.id, false);
    await page.goto(`/orders/${past.id}/editor`);
    await expect(page.getByText('Order cutoff passed: cannot add items; next order still editable.')).toBeVisible();
    await expect(page.getByRole('link', { name: "Edit next week's order" })).toHaveAttribute(
      'href',
      `/orders/${next.id}/editor`,
    );
    await expect(page.getByRole('button', { name: 'Save my order' })).toHaveCount(0);
    await expectAccessible(page, 'editor after the cutoff');
  });

  test('on a phone the cart bar stays in reach and covers nothing a household reads or taps', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openFromAccount(page, 'en');
    const bar = page.getByRole('region', { name: 'Your box', exact: true });
    await expect(bar).toBeInViewport();
    await expect(bar.getByText('3 of 3 meals')).toBeVisible();
    await expect(bar.getByText(/^Total \$\d+\.\d\d$/)).toHaveText(`Total ${await totalOf(page).textContent()}`);
    // The box is full: each meal's Add is grey and says why, to the eye and to a screen reader.
    const meal = page
      .getByRole('region', { name: 'Meals', exact: true })
      .getByRole('button', { name: /^Add / })
      .first();
    await expect(meal).toHaveAttribute('aria-disabled', 'true');
    await expect(meal).toHaveAccessibleDescription('Your box has its 3 meals: remove one or add a meal to your plan.');
    await expectAccessible(page, 'order editor at 390 px');

    /** Scrolled into view (its bottom at the window's, the worst case), the control is what a tap at its centre hits. */
    const uncovered = (target: Locator) =>
      target.evaluate((el) => {
        el.scrollIntoView({ block: 'end' });
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && (hit === el || el.contains(hit));
      });
    const lastCard = page.locator('section[aria-labelledby^="shelf-"]').last().getByRole('article').last();
    expect(await uncovered(lastCard.getByRole('button').last())).toBe(true);
    const save = cart(page).getByRole('button', { name: 'Save my order' });
    expect(await uncovered(save)).toBe(true);
    // At the very end of the page the bar has its own room: the summary's last words are above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await uncovered(summary(page).locator('p').last())).toBe(true);
    await expect(bar).toBeInViewport();

    // The bar's Save saves the draft like the cart's.
    await search(page).fill('baguette');
    await page.getByRole('button', { name: 'Add Baguette Tradition' }).click();
    await expect(bar.getByText('1 item')).toBeVisible();
    await bar.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your order is saved.')).toBeAttached();
    await expect(bar.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('an item sold out by another household leaves the cart with substitutes offered', async ({ page, browser }) => {
    // Camille's household and Alex's each have an order open in one menu week (their delivery
    // days may differ, and each skipped a week).
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await signIn(other.request, DEMO.fr);
    await signIn(page.request, DEMO.en);
    const theirs = await editableWeeks(other.request);
    const pairs = (await editableWeeks(page.request)).flatMap((mine) => {
      const rival = theirs.find((t) => menuWeekOf(t.deliveryDate) === menuWeekOf(mine.deliveryDate));
      return rival ? [{ mine, rival }] : [];
    });
    expect(pairs.length, 'a menu week both demo households can still edit').toBeGreaterThan(0);
    const { mine, rival } = pairs[0]!;
    await page.goto(`/orders/${mine.id}/editor`);
    await opened(page, mine.id);
    const pie = /^Add Saskatoon Berry Pie/;
    await search(page).fill('saskatoon');
    await expect(page.getByText('Only 1 left')).toBeVisible();
    await page.getByRole('button', { name: pie }).click();

    // Camille's household takes the last pie of the same week meanwhile.
    restore.push({
      request: other.request,
      orderId: rival.id,
      items: rival.items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
    });
    const pieId = await pieIdOf(other.request, rival.id);
    await setCart(other.request, rival.id, [
      ...rival.items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
      { productId: pieId, quantity: 1 },
    ]);

    await page.getByRole('button', { name: 'Save my order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Some items sold out' });
    await expect(dialog.getByText('Sold-out items were removed from your cart. Nothing was charged.')).toBeVisible();
    await expect(dialog.getByText(/^Instead of Saskatoon Berry Pie.*, try:$/)).toBeVisible();
    const offers = dialog.getByRole('button', { name: /^Add / });
    expect(await offers.count()).toBeGreaterThan(0);
    expect(await offers.count()).toBeLessThanOrEqual(3);
    await expectAccessible(page, 'sold-out dialog');
    await offers.first().click();
    await expect(dialog.getByRole('button', { name: 'Added' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to my order' }).click();
    await expect(cart(page).getByText(/^Saskatoon Berry Pie/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save my order' }).click();
    await expect(page.getByText('Your order is saved.')).toBeVisible();
    // Restore the rival household before its context closes.
    const last = restore.pop()!;
    await setCart(last.request, last.orderId, last.items);
    await other.close();
  });

  test('en français : le panier, le résumé en dollars canadiens, l’enregistrement', async ({ page }) => {
    await openFromAccount(page, 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Votre commande du \w+ \d+(er)? \w+/);
    await expect(totalOf(page)).toHaveText(/^\d+,\d{2}\u00a0\$$/);
    await expectAccessible(page, 'order editor (fr)');
    await search(page, 'Chercher dans le menu').fill('baguette');
    await page.getByRole('button', { name: 'Ajouter Baguette tradition' }).click();
    await expect(cart(page).getByText('1 unité')).toBeVisible();
    await expect(summary(page).getByText('Aperçu avec vos changements non enregistrés')).toBeVisible();
    const preview = await totalOf(page).textContent();
    await page.getByRole('button', { name: 'Enregistrer ma commande' }).click();
    await expect(page.getByText('Votre commande est enregistrée.')).toBeVisible();
    await page.reload();
    await expect(cart(page).getByText('Baguette tradition')).toBeVisible();
    await expect(totalOf(page)).toHaveText(preview!);
  });
});

// Defects 3 and 11: a week skipped elsewhere says so at Save, and a week that can no longer change
// offers its next week, brought back when skipped. The server's side (`order_skipped`, `nextOrder`)
// lands with the lead's rewrite: these pass once both are in main.
const WORDS = {
  en: {
    search: 'Search the menu',
    addBaguette: 'Add Baguette Tradition',
    save: 'Save my order',
    account: '/account',
    skip: 'Skip this week',
    confirmSkip: 'Yes, skip this week',
    noThanks: 'No thanks',
    skippedMessage:
      "This week is skipped, so its box can't be changed. Bring the week back from your account to edit it.",
    cutoff: /cutoff/i,
    nextSkipped: (date: string) => `The delivery of ${date} is skipped.`,
    bringBack: 'Bring it back and choose its meals',
    editor: (id: number) => `/orders/${id}/editor`,
  },
  fr: {
    search: 'Chercher dans le menu',
    addBaguette: 'Ajouter Baguette tradition',
    save: 'Enregistrer ma commande',
    account: '/fr/compte',
    skip: 'Sauter cette semaine',
    confirmSkip: 'Oui, sauter cette semaine',
    noThanks: 'Non merci',
    skippedMessage:
      'Cette semaine est sautée, alors sa boîte ne peut pas être modifiée. Réactivez la semaine à partir de votre compte pour la modifier.',
    cutoff: /heure limite/i,
    nextSkipped: (date: string) => `La livraison du ${date} est sautée.`,
    bringBack: 'La réactiver et choisir ses repas',
    editor: (id: number) => `/fr/commandes/${id}/editeur`,
  },
} as const;

test.describe('weeks that can no longer change', () => {
  for (const locale of ['en', 'fr'] as const) {
    const w = WORDS[locale];

    test(`(${locale}) a week skipped from the account while its editor is open says so at Save`, async ({
      page,
      context,
    }) => {
      const orderId = await openFromAccount(page, locale);
      await search(page, w.search).fill('baguette');
      await page.getByRole('button', { name: w.addBaguette }).click();

      // Another tab, the account: the same week is skipped there.
      const date = (await accountWeeks(page.request, locale)).upcoming.find((c) => c.id === orderId)!.dateLabel;
      weeks.push({ request: page.request, orderId, skipped: false });
      const account = await context.newPage();
      await account.goto(w.account);
      await account
        .getByRole('main')
        .getByRole('article')
        .filter({ has: account.getByRole('heading', { level: 3, name: date, exact: true }) })
        .getByRole('button', { name: w.skip, exact: true })
        .click();
      await account.getByRole('dialog').getByRole('button', { name: w.confirmSkip }).click();
      await account.getByRole('dialog').getByRole('button', { name: w.noThanks }).click();
      await account.close();

      await page.getByRole('button', { name: w.save }).click();
      const alert = page.getByRole('alert').filter({ hasText: w.skippedMessage });
      await expect(alert).toBeVisible();
      await expect(alert).not.toContainText(w.cutoff);
      await expect(page.getByRole('button', { name: w.save })).toHaveCount(0);
      await expectAccessible(page, `editor of a week skipped elsewhere (${locale})`);
    });

    test(`(${locale}) a week past its cutoff offers its skipped next week back`, async ({ page }) => {
      await signIn(page.request, DEMO[locale]);
      const data = await accountWeeks(page.request, locale);
      const past = data.upcoming.find((c) => c.state === 'failed' || c.state === 'locked') ?? data.recent[0]!;
      const headers = { ...CSRF, 'accept-language': locale === 'fr' ? 'fr-CA' : 'en-CA' };
      const read = await page.request.get(`/api/v1/orders/editor_data_v2?orderId=${past.id}`, { headers });
      const next = ((await read.json()) as EditorData).nextOrder!;
      expect(next).not.toBeNull();
      // The next week is skipped for the test, and left as it was found afterwards.
      weeks.push({ request: page.request, orderId: next.id, skipped: next.skipped });
      await setSkipped(page.request, next.id, true);

      await page.goto(w.editor(past.id));
      await expect(page.getByText(w.nextSkipped(next.dateLabel))).toBeVisible();
      await expectAccessible(page, `editor past its cutoff, next week skipped (${locale})`);
      await page.getByRole('button', { name: w.bringBack }).click();
      await expect(page).toHaveURL(new RegExp(`${w.editor(next.id)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(next.dateLabel);
      expect((await accountWeeks(page.request)).upcoming.find((c) => c.id === next.id)?.state).not.toBe('skipped');
    });
  }
});

/** The pie's product id in an order's menu. */
async function pieIdOf(request: APIRequestContext, orderId: number): Promise<number> {
  const data = await editorWithMenu<{ id: number; slug: string }>(request, orderId);
  return data.categories.flatMap((c) => c.products).find((p) => p.slug.startsWith('saskatoon-berry-pie'))!.id;
}
