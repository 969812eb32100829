import { expect, test, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';

/** Picks a radio card: its label takes the click, as it does for a pointer. */
async function choose(page: Page, name: string | RegExp) {
  const radio = page.getByRole('radio', { name });
  await page.locator('label', { has: radio }).click();
  await expect(radio).toBeChecked();
}

test.describe('plans and the discount bar', () => {
  test('a visitor with WELCOME50 chooses 2 × 3 vegetarian and reaches registration', async ({ page }) => {
    await page.goto('/signup/plans/?discount_code=WELCOME50');
    await expect(page).toHaveTitle('Choose your plan | Field & Plate');
    const bar = page.getByRole('complementary', { name: 'Your discount' });
    await expect(bar).toContainText('Code WELCOME50: 50% off your first order');
    // The code is kept in the session and taken out of the address.
    await expect(page).toHaveURL(/\/signup\/plans\/$/);

    await choose(page, /Ready-to-cook meal kits/);
    await choose(page, '2 people');
    await choose(page, /^3 recipes/);
    await choose(page, /^Vegetarian/);

    const summary = page.getByTestId('plan-summary');
    await expect(summary).toContainText('$12.49');
    await expect(summary).toContainText('$74.94');
    await expect(summary).toContainText('50% off your first order');
    await expect(summary).toContainText('−$37.47');
    await expect(summary).toContainText('$37.47');
    await expectAccessible(page, 'plans (en)');

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/registration$/);

    // The plan is remembered when the visitor comes back to the plans page.
    await page.goto('/signup/plans/');
    await expect(page.getByRole('radio', { name: /^Vegetarian/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^3 recipes/ })).toBeChecked();
  });

  test('the same in French, preselected from the address', async ({ page }) => {
    await page.goto('/fr/inscription/forfaits/rtc_2/vegetarian?discount_code=WELCOME50');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('complementary', { name: 'Votre rabais' })).toContainText(
      'Code WELCOME50 : 50 % de rabais sur votre première commande',
    );
    await expect(page.getByRole('radio', { name: /^Végétarien/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: '2 personnes' })).toBeChecked();
    await choose(page, /^3 recettes/);
    await expect(page.getByTestId('plan-summary')).toContainText('74,94');
    await expectAccessible(page, 'plans (fr)');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(/\/fr\/inscription\/compte$/);
  });

  test('a multi-order code lists its orders; the bar closes; a bad code is explained', async ({ page }) => {
    await page.goto('/menu/this-week?discount_code=MULTI3');
    const bar = page.getByRole('complementary', { name: 'Your discount' });
    await expect(bar).toContainText('$60 off over your first 3 orders');
    const details = bar.getByRole('button', { name: 'See the details' });
    await details.click();
    await expect(bar.getByRole('listitem')).toHaveText([
      'First order: $30 off',
      'Second order: $20 off',
      'Third order: $10 off',
    ]);
    await expectAccessible(page, 'discount bar details');
    await bar.getByRole('button', { name: 'Close the discount bar' }).click();
    await expect(bar).toBeHidden();
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Your discount' })).toBeHidden();

    await page.goto('/?discount_code=EXPIRED10');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid code' })).toContainText('this code has expired');
  });

  test('an old plans address goes to the plans page with its query', async ({ page }) => {
    await page.goto('/signup/plans/rtc/vegetarian?people=4&recipes=2');
    await expect(page).toHaveURL(/\/signup\/plans\/\?/);
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toEqual({ plan: 'rtc', people: '4', recipes: '2', submenu: 'vegetarian' });
    await expect(page.getByRole('radio', { name: '4 people (family)' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^2 recipes/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Vegetarian/ })).toBeChecked();
  });
});
