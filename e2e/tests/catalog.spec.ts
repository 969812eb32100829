import { expect, test } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';

test.describe('weekly menu and products', () => {
  test('browse the menu, filter to vegetarian, open a meal and read its nutrition', async ({ page }) => {
    await page.goto('/menu/this-week');
    await expect(page.getByRole('heading', { level: 1, name: "This week's menu" })).toBeVisible();
    const results = page
      .locator('main ul')
      .filter({ has: page.locator('article') })
      .first();
    await expect(results.locator('article').first()).toBeVisible();
    const all = await results.locator('article').count();
    expect(all).toBeGreaterThanOrEqual(35);
    await expectAccessible(page, 'menu (en)');

    await page.getByRole('checkbox', { name: 'Vegetarian' }).click({ force: true });
    await expect(page).toHaveURL(/diet=vegetarian/);
    await expect.poll(() => results.locator('article').count()).toBeLessThan(all);
    for (const card of await results.locator('article').all()) {
      await expect(card.getByText('Vegetarian', { exact: true })).toBeVisible();
    }

    const first = results.locator('article h3 a').first();
    const name = (await first.textContent())!;
    await first.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Nutrition Facts' })).toBeVisible();
    await expect(dialog.getByText('Calories')).toBeVisible();
    await expectAccessible(page, 'meal dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/product=/);
  });

  test('searches, switches week and shows the market', async ({ page }) => {
    await page.goto('/menu/this-week');
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('chicken');
    await expect(page).toHaveURL(/q=chicken/);
    await expect(page.locator('main article').first()).toContainText(/chicken/i);
    await page.getByRole('navigation', { name: 'Choose a week' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/menu\/\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Menu for the week of');
    // The search follows the visitor to the market; which aisles hold "chicken" changes with the
    // week, so the market is checked without it.
    await page.getByRole('searchbox', { name: 'Search the menu' }).clear();
    await expect(page).not.toHaveURL(/q=chicken/);
    await page.getByRole('button', { name: 'Market' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The market' })).toBeVisible();
    await page.getByRole('radio', { name: 'Bakery' }).click({ force: true });
    await expect(page.locator('main article').first()).toBeVisible();
    await expectAccessible(page, 'market');
  });

  test('opens a product page by its French slug, in French', async ({ page }) => {
    await page.goto('/fr/produit/pate-chinois');
    await expect(page.getByRole('heading', { level: 1, name: 'Pâté chinois' })).toBeVisible();
    await expect(page).toHaveTitle('Pâté chinois | Field & Plate');
    await expect(page.getByRole('heading', { name: 'Ingrédients' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Valeur nutritive' })).toBeVisible();
    await expect(page.getByText(/Contient :/)).toBeVisible();
    await expectAccessible(page, 'product (fr)');

    // Switching language keeps the product and moves to its English address.
    await page.getByRole('button', { name: 'View the site in English' }).click();
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Shepherd/i);
  });

  test('says a retired or unknown product is no longer available', async ({ page }) => {
    const response = await page.goto('/product/a-dish-that-never-was');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product no longer available' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the menu works on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/fr/menu/semaine');
    await expect(page.getByRole('heading', { level: 1, name: 'Le menu de la semaine' })).toBeVisible();
    const filters = page.getByRole('button', { name: /^Filtres/ });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await filters.click();
    await page.getByRole('checkbox', { name: 'Végane' }).click({ force: true });
    await expect(page).toHaveURL(/diet=vegan/);
    await expect(page.getByRole('button', { name: 'Filtres (1)' })).toBeVisible();
    await expectAccessible(page, 'menu on a phone (fr)');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('home page shows the hero, the menu teaser and the ready-to-eat page its meals', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'On the menu this week' })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(8);
    await expectAccessible(page, 'home');
    await page.goto('/fr/pret-a-manger');
    await expect(page.getByRole('heading', { level: 1, name: 'Repas prêts-à-manger' })).toBeVisible();
    await expect(page.locator('main article').first()).toContainText('À réchauffer');
    await expectAccessible(page, 'ready-to-eat (fr)');
  });
});
