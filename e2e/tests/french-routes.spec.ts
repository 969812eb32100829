import { expect, test, type Page, type Response } from '../support/test.ts';
import { ROUTE_NAMES, ROUTES, pathFor, type RouteDefinition } from '@fp/i18n';

/** Every failed API answer while the page loads: a translated path word sent to the API shows here. */
function recordApiFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) {
      failures.push(`${response.status()} ${url.pathname}${url.search}`);
    }
  });
  return failures;
}

test.describe('every French route of the route table', () => {
  for (const name of ROUTE_NAMES) {
    const def: RouteDefinition = ROUTES[name];
    const path = pathFor(name, 'fr', def.example ?? {});
    test(`${name}: ${path} loads without an API error`, async ({ page }) => {
      const failures = recordApiFailures(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main')).toBeVisible();
      // A page for signed-in clients may learn it from a 401 and send the visitor to sign in (SPEC.md §2).
      const signedOut = new URL(page.url()).pathname === pathFor('sign-in', 'fr');
      const unexpected = failures.filter((f) => !(signedOut && f.startsWith('401 ')));
      expect(unexpected, `API errors while loading ${path}`).toEqual([]);
    });
  }

  test('the French weekly menu shows this week’s meals', async ({ page }) => {
    const failures = recordApiFailures(page);
    await page.goto('/fr/menu/semaine');
    await expect(page.getByRole('heading', { level: 1, name: 'Le menu de la semaine' })).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();
    expect(await page.locator('main article').count()).toBeGreaterThan(5);
    await expect(page.getByRole('link', { name: 'Cette semaine' })).toHaveAttribute('aria-current', 'page');
    expect(failures).toEqual([]);
  });
});
