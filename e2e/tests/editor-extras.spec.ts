import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { api, CSRF, DEMO, editorWithMenu, setCart, signIn, type Item } from '../support/editor-api.ts';

// The editor's side screens (issue 13): add-ons suggested under the meals, the cart's loyalty
// banner, low stock on the cards, and a locked week's cart. Carts changed here are put back
// through the API after each test, so the other specs see the demo weeks as seeded.
const WORDS = {
  en: {
    account: '/account',
    edit: 'Edit my order',
    strip: 'Add to your box',
    cart: 'Your cart',
    summary: 'Order summary',
    add: 'Add ',
    preview: 'Preview with your unsaved changes',
    save: 'Save my order',
    saved: 'Your order is saved.',
    banner: (points: number) => `Earn ${points} points with this order`,
    search: 'Search the menu',
    subtotal: 'Subtotal',
    customization: (name: string) => `Customization: ${name}`,
  },
  fr: {
    account: '/fr/compte',
    edit: 'Modifier ma commande',
    strip: 'Ajoutez à votre boîte',
    cart: 'Votre panier',
    summary: 'Résumé de la commande',
    add: 'Ajouter ',
    preview: 'Aperçu avec vos changements non enregistrés',
    save: 'Enregistrer ma commande',
    saved: 'Votre commande est enregistrée.',
    banner: (points: number) => `Obtenez ${points} points avec cette commande`,
    search: 'Chercher dans le menu',
    subtotal: 'Sous-total',
    customization: (name: string) => `Personnalisation : ${name}`,
  },
} as const;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let restore: { request: APIRequestContext; orderId: number; items: Item[] }[] = [];

/** Recipes of a saved cart whose customisation a test chose: back to the standard recipe after it. */
let standard: { request: APIRequestContext; orderId: number; productId: number }[] = [];

test.afterEach(async () => {
  for (const r of standard) await chooseCustomization(r.request, r.orderId, r.productId, null);
  standard = [];
  for (const r of restore) await setCart(r.request, r.orderId, r.items);
  restore = [];
});

async function chooseCustomization(
  request: APIRequestContext,
  orderId: number,
  productId: number,
  customizationKey: string | null,
) {
  const data = await api<{ order: { version: number }; editSession: string }>(
    request,
    `/api/v1/orders/editor_data_v2?orderId=${orderId}`,
  );
  const res = await request.post('/api/v1/orders/update_customization', {
    headers: CSRF,
    data: { orderId, version: data.order.version, editSession: data.editSession, productId, customizationKey },
  });
  expect(res.status(), await res.text()).toBe(200);
}

type AccountCards = { upcoming: { id: number; state: string; items: Item[] }[]; recent: { id: number }[] };

/** Opens the first "Edit my order" of the account home; its saved cart is put back after the test. */
async function openEditor(page: Page, locale: 'en' | 'fr') {
  const w = WORDS[locale];
  await signIn(page.request, DEMO[locale]);
  await page.goto(w.account);
  await page.getByRole('main').getByRole('link', { name: w.edit, exact: true }).first().click();
  await expect(page).toHaveURL(locale === 'fr' ? /\/fr\/commandes\/\d+\/editeur$/ : /\/orders\/\d+\/editor$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const orderId = Number(/\/(\d+)\//.exec(page.url())![1]);
  const cards = await api<AccountCards>(page.request, '/api/v1/orders/order_data_for_account_page');
  const items = cards.upcoming.find((c) => c.id === orderId)!.items;
  restore.push({ request: page.request, orderId, items: items.map((i) => ({ ...i })) });
  return orderId;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const totalOf = (page: Page, summary: string) =>
  region(page, summary)
    .locator('dt', { hasText: /^Total$/ })
    .locator('xpath=following-sibling::dd');

for (const locale of ['en', 'fr'] as const) {
  const w = WORDS[locale];
  test(`(${locale}) an add-on from "${w.strip}" goes in the cart, changes the summary, and the banner shows the points`, async ({
    page,
  }) => {
    const orderId = await openEditor(page, locale);
    const strip = region(page, w.strip);
    const first = strip.getByRole('button', { name: new RegExp(`^${w.add}`) }).first();
    await expect(first).toBeVisible();
    await expectAccessible(page, `editor with suggested add-ons (${locale})`);
    const name = ((await first.getAttribute('aria-label')) ?? '').slice(w.add.length);
    const savedTotal = await totalOf(page, w.summary).textContent();

    // From the keyboard: the suggestion's button is reached and pressed like any other.
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(region(page, w.cart).getByText(name, { exact: true })).toBeVisible();
    await expect(region(page, w.summary).getByText(w.preview)).toBeVisible();
    await expect(totalOf(page, w.summary)).not.toHaveText(savedTotal!);

    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    // The banner speaks of the saved order: its points are the server's for the new cart.
    const banner = await api<{ points: number }>(
      page.request,
      `/api/v1/banners/get_cart_loyalty_banner?orderId=${orderId}`,
    );
    await expect(region(page, w.summary).getByText(w.banner(banner.points), { exact: true })).toBeVisible();
    // New suggestions after the save: the add-on taken is in the cart, no longer suggested.
    await expect(strip.getByRole('button', { name: `${w.add}${name}`, exact: true })).toHaveCount(0);
    await expectAccessible(page, `editor after adding a suggestion (${locale})`);
  });
}

test('a card running low says how many are left', async ({ page }) => {
  await openEditor(page, 'en');
  await page.getByLabel('Search the menu').fill('cheesecake');
  await expect(page.getByText(/^Only \d left$/)).toBeVisible();
});

test('a locked week shows its cart without steppers and without the "changes close" line', async ({ page }) => {
  await signIn(page.request, DEMO.en);
  const cards = await api<AccountCards>(page.request, '/api/v1/orders/order_data_for_account_page');
  const past = cards.upcoming.find((c) => c.state === 'failed' || c.state === 'locked') ?? cards.recent[0]!;
  await page.goto(`/orders/${past.id}/editor`);
  await expect(page.getByText('Order cutoff passed: cannot add items; next order still editable.')).toBeVisible();
  await expect(page.getByText(/^Order changes close/)).toHaveCount(0);
  const cart = region(page, 'Your cart');
  await expect(cart.getByText(/^\d+ (servings?|units?)$/).first()).toBeVisible();
  await expect(cart.getByRole('button')).toHaveCount(0);
  await expect(region(page, 'Add to your box')).toHaveCount(0);
  await expectAccessible(page, 'locked week');
});

test('fits a 320 px phone with the suggestions', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await openEditor(page, 'fr');
  await expect(region(page, WORDS.fr.strip)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page, 'suggestions at 320 px');
});

test('recommends market items to get every delivery and opens the item’s subscription', async ({ page }) => {
  const orderId = await openEditor(page, 'en');
  // Recommendations come from what the household buys: a loaf of bread in this week's box.
  const data = await editorWithMenu<{ id: number }, { cart: { items: Item[] } }>(page.request, orderId);
  const loaf = data.categories.find((c) => c.itemKind === 'market')!.products[0]!;
  await setCart(page.request, orderId, [
    ...data.cart.items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
    { productId: loaf.id, quantity: 1 },
  ]);
  await page.reload();
  const section = region(page, 'Get it every delivery');
  const open = section.getByRole('button', { name: /^Subscribe to / }).first();
  await expect(open).toBeVisible();
  const name = ((await open.textContent()) ?? '').replace(/^Subscribe to /, '');
  await open.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByText('Recommended for you: you buy it often.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Get it in every delivery' })).toBeVisible();
  await expectAccessible(page, 'recommended item in the editor');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

/** Cents from a price as either language writes it ("$12.49", "12,49 $"). */
const cents = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const summaryRow = (page: Page, summary: string, label: string) =>
  region(page, summary)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');

type Customizable = {
  id: number;
  name: string;
  hiddenByDiet: boolean;
  soldOut: boolean;
  customizations: { key: string; name: string; extraPerServingCents: number }[];
};

for (const locale of ['en', 'fr'] as const) {
  const w = WORDS[locale];
  test(`(${locale}) a customisation chosen in the product dialog changes the cart line and the summary, and stays after a save`, async ({
    page,
  }) => {
    const orderId = await openEditor(page, locale);
    // The week's menu in the household's language: a recipe its diet allows that has customisations.
    const data = await editorWithMenu<
      Customizable,
      { plan: { servingsPerRecipe: number }; cart: { items: (Item & { itemKind: string })[] } }
    >(page.request, orderId, locale);
    const inCart = new Set(data.cart.items.map((i) => i.productId));
    const allowed = data.categories
      .flatMap((c) => c.products)
      .filter((p) => p.customizations.some((c) => c.extraPerServingCents > 0) && !p.hiddenByDiet && !p.soldOut);
    // One already in the saved cart if there is one (the plan's picks), else in place of its first meal.
    const recipe = allowed.find((p) => inCart.has(p.id)) ?? allowed[0];
    expect(recipe, 'a customisable recipe on this week’s menu for this household').toBeDefined();
    const choice = recipe!.customizations.find((c) => c.extraPerServingCents > 0)!;
    const servings = data.plan.servingsPerRecipe;
    if (inCart.has(recipe!.id)) {
      standard.push({ request: page.request, orderId, productId: recipe!.id });
    } else {
      const meal = data.cart.items.find((i) => i.itemKind === 'meal')!;
      await setCart(page.request, orderId, [
        ...data.cart.items
          .filter((i) => i.productId !== meal.productId)
          .map((i) => ({ productId: i.productId, quantity: i.quantity })),
        { productId: recipe!.id, quantity: servings },
      ]);
    }
    await page.reload();
    const cartRegion = region(page, w.cart);
    await expect(cartRegion.getByText(recipe!.name, { exact: true })).toBeVisible();
    const subtotalBefore = cents(await summaryRow(page, w.summary, w.subtotal).textContent());

    await page.getByLabel(w.search).fill(recipe!.name);
    await page.getByRole('button', { name: recipe!.name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: recipe!.name });
    const optionName = new RegExp(`^${escapeRegExp(choice.name)} \\(\\+`);
    const option = dialog.getByRole('radio', { name: optionName });
    // The radio's input is visually hidden inside its label, which takes the press.
    await dialog.locator('label', { has: page.getByRole('radio', { name: optionName }) }).click();
    await expect(option).toBeChecked();
    await expectAccessible(page, `customisations in the product dialog (${locale})`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await expect(cartRegion.getByText(w.customization(choice.name))).toBeVisible();
    await expect(region(page, w.summary).getByText(w.preview)).toBeVisible();
    await expect
      .poll(async () => cents(await summaryRow(page, w.summary, w.subtotal).textContent()))
      .toBe(subtotalBefore + choice.extraPerServingCents * servings);

    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await page.reload();
    await expect(cartRegion.getByText(w.customization(choice.name))).toBeVisible();
    expect(cents(await summaryRow(page, w.summary, w.subtotal).textContent())).toBe(
      subtotalBefore + choice.extraPerServingCents * servings,
    );
    await page.getByLabel(w.search).fill(recipe!.name);
    await page.getByRole('button', { name: recipe!.name, exact: true }).click();
    await expect(
      page
        .getByRole('dialog', { name: recipe!.name })
        .getByRole('radio', { name: new RegExp(`^${escapeRegExp(choice.name)} \\(\\+`) }),
    ).toBeChecked();
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('closing a product dialog from the keyboard gives the focus back to the card that opened it', async ({ page }) => {
  await openEditor(page, 'en');
  const tabTo = async (target: Locator, max = 120) => {
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('not reached with Tab');
  };
  // A market item first (its dialog holds the subscription control), then a recipe.
  for (const [query, name] of [
    ['baguette', 'Baguette Tradition'],
    ['chickpea spinach', 'Chickpea & Spinach Coconut Curry'],
  ] as const) {
    await page.getByLabel('Search the menu').fill(query);
    const card = page.getByRole('button', { name, exact: true });
    await tabTo(card);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /Ingredients|Get it in every delivery/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();

    // And from its close button, pressed with the keyboard.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();
  }
});
