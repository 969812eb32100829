import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * A server-rendered page is the server's HTML until the app takes it over: for a visitor's page
 * the scripts come once its largest image is painted (decision 035), and every page hydrates in
 * slices. A person meets that moment rarely; a test acts within milliseconds and would meet it
 * every time, and a click on a button there submits a form natively or does nothing. After each
 * navigation the page is handed to the test once the app says every field is its own, the choices
 * made before included (`#root[data-hydrated]`, decision 043) and every control the server sent
 * is the app's (React marks the elements it has taken over). A page the browser rendered has
 * nothing to wait for.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // Read once per page: the first state can hold a whole menu.
    const seen = window as unknown as { fpServerRendered?: boolean };
    if (seen.fpServerRendered === undefined) {
      const first = document.getElementById('fp-first-state')?.textContent;
      seen.fpServerRendered = first ? (JSON.parse(first) as { rendered?: boolean }).rendered === true : false;
    }
    if (!seen.fpServerRendered) return true;
    if (document.getElementById('root')?.dataset.hydrated !== 'true') return false;
    const controls = document.querySelectorAll('#root button, #root input, #root select, #root textarea');
    return [...controls].every((control) => Object.keys(control).some((key) => key.startsWith('__react')));
  });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilHydrated(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await untilHydrated(page);
      return response;
    };
    await use(page);
  },
});
