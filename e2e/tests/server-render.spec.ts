import { expect, test, type APIRequestContext } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';

interface MenuAnswer {
  items: { name: string; slug: string }[];
}

/** The first meals of this week's menu, as the API gives them in a language. */
async function firstMeals(request: APIRequestContext, language: string) {
  const answer = await request.get('/api/v1/menu/data?week=this-week', { headers: { 'accept-language': language } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as MenuAnswer).items.slice(0, 3);
}

/** The document as a client without JavaScript receives it. */
async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  return (await response.text())
    .replace(/&#(39|x27);/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
}

test.describe('public pages leave the server with their content', () => {
  test('the weekly menu names its meals in the HTML, in English and in French', async ({ request }) => {
    for (const [path, language, heading] of [
      ['/menu/this-week', 'en-CA', "This week's menu"],
      ['/fr/menu/semaine', 'fr-CA', 'Le menu de la semaine'],
    ] as const) {
      const page = await html(request, path);
      const root = page.slice(page.indexOf('<div id="root">'), page.indexOf('id="fp-first-state"'));
      expect(root.includes(heading), `${path} shows ${heading}`).toBe(true);
      for (const meal of await firstMeals(request, language)) {
        expect(root.includes(meal.name), `${path} names ${meal.name}`).toBe(true);
      }
      // The page's data and words come with it: no second round before the first paint.
      expect(page).toContain('<script type="application/json" id="fp-first-state">');
      // Its scripts, the page's own chunk among them, are asked for once it is painted (decision 035).
      expect(page).toMatch(
        /<script type="application\/json" id="fp-boot">\{"modules":\["\/assets\/index-[^"]+\.js"\],"preload":\[[^\]]*"\/assets\/MenuPage-[^"]+\.js"[^\]]*\]\}<\/script>/,
      );
      expect(page).not.toContain('<script type="module"');
    }
  });

  test('home, a product and the FAQ carry their main content without JavaScript', async ({ request }) => {
    const [meal] = await firstMeals(request, 'fr-CA');
    expect(await html(request, '/')).toContain('On the menu this week');
    expect(await html(request, '/faq')).toContain('Frequently asked questions');
    expect(await html(request, '/fr/')).toContain('Au menu cette semaine');
    expect(await html(request, `/fr/produit/${meal!.slug}`)).toContain(`<h1`);
    expect(await html(request, `/fr/produit/${meal!.slug}`)).toContain(meal!.name);
  });

  test('the browser takes over the server-rendered menu without replacing it', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
    });
    await page.goto('/fr/menu/semaine');
    const heading = page.getByRole('heading', { level: 1, name: 'Le menu de la semaine' });
    await expect(heading).toBeVisible();
    // The element the server sent is the one on screen after hydration (no flash, no re-render).
    await heading.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
    await page.waitForLoadState('networkidle');
    await expect(heading).toHaveAttribute('data-from-server', 'yes');
    await page.getByRole('button', { name: 'Prêt-à-manger' }).first().click();
    await expect(page).toHaveURL(/type=rte/);
    expect(apiCalls).not.toContain('/api/v1/sessions/session_data');
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    await expectAccessible(page, 'server-rendered menu (fr)');
  });
});
