import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Decision 035: a public page a visitor opens asks for its scripts once its largest image is
 * painted, so for a moment its buttons and fields are the server's HTML, not yet the app's. A
 * person on a slow line meets that moment rarely; a test acts within milliseconds and would meet
 * it every time. After each navigation the page is handed to the test once every control the
 * server sent is the app's (React marks the elements it has taken over).
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById('fp-boot')) return true;
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
