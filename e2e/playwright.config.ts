import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4199);
const HOUSEHOLD_WEEKS = /(account|editor|editor-extras|late-additions|market-subscriptions)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The machine's Chromium; Playwright never downloads a browser here.
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: HOUSEHOLD_WEEKS, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // One at a time, beside the others: these change the demo households' coming weeks (skip,
    // move, edit the box, pay for additions, subscribe to items) and read them back.
    {
      name: 'household-weeks',
      testMatch: HOUSEHOLD_WEEKS,
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.ts',
    url: `http://127.0.0.1:${port}/api/health/ready`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { PORT: String(port) },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
