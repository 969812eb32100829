// Compressed JavaScript a first visit downloads on the home and menu pages (issue 3: ≤ 150 KB).
// Run: node bench/first-load-js.ts
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { startServer } from './server.ts';

const server = await startServer(4312);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const path of ['/', '/menu/this-week', '/fr/menu/semaine']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(
          response
            .request()
            .sizes()
            .then((s) => s.responseBodySize),
        );
      }
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts);
    const total = sizes.reduce((a, b) => a + b, 0);
    console.log(`${path}: ${(total / 1024).toFixed(1)} KB of compressed JavaScript in ${sizes.length} files`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
