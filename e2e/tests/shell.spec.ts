import { expect, test } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';

test.describe('page shell', () => {
  test('switches from the English home page to its French variant and back', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Field & Plate/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' })).toBeVisible();
    await expectAccessible(page, 'home (en)');

    await page.getByRole('button', { name: 'Afficher le site en français' }).click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/$/);
    await expectAccessible(page, 'home (fr)');

    // The choice is remembered: an unprefixed address now opens in French.
    await page.goto('/story');
    await expect(page).toHaveURL(/\/fr\/histoire$/);
    await page.getByRole('button', { name: 'View the site in English' }).click();
    await expect(page).toHaveURL(/\/story$/);
    await expect(page).toHaveTitle('Our story | Field & Plate');
  });

  test('opens the French menu path and keeps its name across navigation', async ({ page }) => {
    await page.goto('/fr/menu/semaine');
    await expect(page).toHaveTitle(/Menu de la semaine/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'menu (fr)');
    await page
      .getByRole('navigation', { name: 'Principale' })
      .getByRole('link', { name: 'Comment ça fonctionne' })
      .click();
    await expect(page).toHaveURL(/\/fr\/comment-ca-fonctionne$/);
    await expect(page).toHaveTitle('Comment ça fonctionne | Field & Plate');
  });

  test('shows the 404 page for an unknown path, with a way home', async ({ page }) => {
    const response = await page.goto('/this/page/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('This page is off the menu.')).toBeVisible();
    await expectAccessible(page, '404');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('folds the footer sections on a phone and opens them on demand', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/how-it-works');
    const footer = page.getByRole('contentinfo');
    const meals = footer.getByRole('button', { name: 'Meals' });
    await expect(meals).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', { name: "This week's menu" })).toBeHidden();
    await meals.click();
    await expect(meals).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('link', { name: "This week's menu" })).toBeVisible();
    await meals.click();
    await expect(footer.getByRole('link', { name: "This week's menu" })).toBeHidden();
    await expectAccessible(page, 'mobile footer');

    // The hamburger opens the navigation.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Impact' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('shows every footer section open on a desktop', async ({ page }) => {
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'About us' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Our story' })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'support@fieldandplate.ca' })).toHaveAttribute(
      'href',
      'mailto:support@fieldandplate.ca',
    );
  });

  test('hides header and footer on no-layout pages', async ({ page }) => {
    // A visitor without a plan would be sent from a signup step to the plans page: the staff
    // sign-in is a no-layout page anyone stays on.
    await page.goto('/admin/sign_in');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});
