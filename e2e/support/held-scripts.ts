import type { Page } from '@playwright/test';

/**
 * A slow line, at its worst: the page's scripts are held until `release`, so the reader acts on
 * the server's HTML before the app takes it over. Open the page with `openHeld` meanwhile (its load
 * waits for its scripts), then `release` and wait for `untilTakenOver`.
 */
export async function holdScripts(page: Page) {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.fallback();
    },
  );
  return { release: () => open() };
}

/** The app has hydrated the server's page and handed it the choices made before (`main.tsx`). */
export async function untilTakenOver(page: Page): Promise<void> {
  await page.locator('#root[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Opens a page without waiting for its scripts (nor, on a visitor's page, for the app: `support/test.ts`). */
export async function openHeld(page: Page, url: string): Promise<void> {
  await page.mainFrame().goto(url, { waitUntil: 'commit' });
}
