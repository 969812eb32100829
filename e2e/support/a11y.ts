import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only violations are asserted; collecting every passing node costs more than the checks.
  resultTypes: ['violations'],
  // Our pages embed no frames; a frame without axe in it would stall the run instead of failing.
  iframes: false,
};

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * axe finds no WCAG 2.1 A/AA violations on the page as it is now. axe is run straight in the page
 * and injected once per document: the Playwright wrapper re-injects it and opens a blank page to
 * merge frame results on every call, which tripled the cost of each check on our iframe-free pages.
 */
export async function expectAccessible(page: Page, label = page.url()) {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate((options) => window.axe!.run(document, options), OPTIONS);
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `accessibility violations on ${label}`).toEqual([]);
}
