import { expect, test } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';

const PASSWORD = 'staff-kitchen-2026';

test.describe('staff access', () => {
  // Sign-in hashes at full cost and every page runs axe: slower than the default budget on a busy machine.
  test.slow();

  test('an admin signs in at /admin/sign_in and sees the admin banner on the home page', async ({ page }) => {
    // An admin page sends a visitor to the staff sign-in, not the customer one.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/sign_in$/);
    await expect(page).toHaveTitle('Staff sign-in | Field & Plate');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expectAccessible(page, 'staff sign-in (en)');

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expectAccessible(page, 'staff sign-in with errors (en)');

    await page.getByLabel('E-mail').fill('admin@fieldandplate.ca');
    await page.getByLabel('Password').fill('not-the-right-one');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password.');
    await expect(page.getByLabel('Password')).toBeFocused();

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await expect(page.getByText('Signed in as Alex Admin (admin@fieldandplate.ca), administrator.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Weekly category manager' })).toBeVisible();
    const audit = page.getByRole('table', { name: 'The latest staff actions, newest first' });
    await expect(audit.getByRole('cell', { name: 'sign_in' }).first()).toBeVisible();
    await expectAccessible(page, 'admin home (en)');

    await page.goto('/');
    const banner = page.getByRole('note').filter({ hasText: 'You are signed in as staff.' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Go to administration' })).toHaveAttribute('href', '/admin');
    await expectAccessible(page, 'home with admin banner (en)');
  });

  test('a staff member signs out from the admin home and the banner goes away', async ({ page }) => {
    await page.goto('/admin/sign_in');
    await page.getByLabel('E-mail').fill('admin@fieldandplate.ca');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('button', { name: 'Sign out of staff access' }).click();
    await expect(page).toHaveURL(/\/admin\/sign_in$/);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('You are signed in as staff.')).toBeHidden();
  });

  test('customer service signs in in French and sees the banner on the French home page', async ({ page }) => {
    // Works on a narrow phone: nothing wider than the screen.
    await page.setViewportSize({ width: 320, height: 800 });
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/fr/admin/connexion');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion du personnel' })).toBeVisible();
    await expectAccessible(page, 'staff sign-in (fr)');
    expect(await noSideScroll()).toBe(true);

    await page.getByLabel('Courriel').fill('service@fieldandplate.ca');
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/fr\/admin$/);
    await expect(
      page.getByText('Session ouverte : Sam Service (service@fieldandplate.ca), rôle : service à la clientèle.'),
    ).toBeVisible();
    // Customer service may not read the audit log.
    await expect(page.getByRole('heading', { name: 'Actions récentes du personnel' })).toBeHidden();
    await expectAccessible(page, 'admin home (fr)');
    expect(await noSideScroll()).toBe(true);

    await page.goto('/fr/');
    const banner = page.getByRole('note').filter({ hasText: 'Vous êtes connecté en tant que membre du personnel.' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: "Aller à l'administration" })).toHaveAttribute('href', '/fr/admin');
    await expectAccessible(page, 'home with admin banner (fr)');
  });
});
