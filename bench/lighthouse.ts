// Lighthouse mobile (default throttling) on home, menu and a product page in both languages,
// median of 5 runs each, with Debian's Chromium (issue 10 goals: performance ≥ 90, LCP ≤ 2.0 s,
// CLS ≤ 0.05, TBT ≤ 200 ms). Heavy: run it on a quiet machine.
// Run: node bench/lighthouse.ts [runs]   (BENCH_URL=http://127.0.0.1:3000 to measure a running server,
// BENCH_PAGES=product to measure only the pages whose label contains a word, BENCH_REPORTS=/tmp/lh to
// keep each run's JSON report for its long tasks, LCP phases and layout shifts)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { startServer } from './server.ts';

const RUNS = Number(process.argv[2] ?? 5);
// English first: a French page remembers the choice (fp_locale cookie, which Lighthouse keeps),
// and an unprefixed address would then redirect to French.
const PAGES = [
  ['home (en)', '/'],
  ['menu (en)', '/menu/this-week'],
  ['product (en)', '/product/pate-chinois-quebec-shepherd-s-pie'],
  ['home (fr)', '/fr/'],
  ['menu (fr)', '/fr/menu/semaine'],
  ['product (fr)', '/fr/produit/pate-chinois'],
] as const;
const ONLY = process.env.BENCH_PAGES;
const REPORTS = process.env.BENCH_REPORTS;
if (REPORTS) mkdirSync(REPORTS, { recursive: true });
const GOALS = { performance: 90, lcp: 2000, cls: 0.05, tbt: 200 };

interface Run {
  performance: number;
  lcp: number;
  cls: number;
  tbt: number;
  url: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

// BENCH_URL measures a server already running (it must serve the built app); else one is started.
const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: () => undefined }
  : await startServer(Number(process.env.BENCH_PORT ?? 4205));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  // One visit first, so the server's caches are warm as they are in service: the pages, and the
  // images at the sizes a phone asks for (the first request of an image size encodes it).
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const phone = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const tab = await phone.newPage();
  for (const [, path] of PAGES) await tab.goto(server.url + path, { waitUntil: 'networkidle' });
  await phone.close();
  await browser.close();
  const rows: string[] = [];
  for (const [label, path] of PAGES) {
    if (ONLY && !label.includes(ONLY)) continue;
    const runs: Run[] = [];
    // A run whose trace Lighthouse could not record (NO_NAVSTART and the like) is run again, at most
    // three times in all, rather than counted as a score of 0.
    for (let i = 0, failures = 0; i < RUNS; i++) {
      const result = await lighthouse(server.url + path, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { lhr } = result;
      if (lhr.runtimeError && failures < 3) {
        failures += 1;
        console.log(`  ${label}: run ${i + 1} failed (${lhr.runtimeError.code}), running it again`);
        i -= 1;
        continue;
      }
      if (REPORTS) writeFileSync(join(REPORTS, `${label.replace(/\W+/g, '-')}${i}.json`), JSON.stringify(lhr));
      runs.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        url: lhr.finalDisplayedUrl,
      });
    }
    const m = {
      performance: median(runs.map((r) => r.performance)),
      lcp: median(runs.map((r) => r.lcp)),
      cls: median(runs.map((r) => r.cls)),
      tbt: median(runs.map((r) => r.tbt)),
    };
    const met = m.performance >= GOALS.performance && m.lcp <= GOALS.lcp && m.cls <= GOALS.cls && m.tbt <= GOALS.tbt;
    const row = `| ${label} | ${m.performance} | ${(m.lcp / 1000).toFixed(2)} s | ${m.cls.toFixed(3)} | ${Math.round(m.tbt)} ms | ${met ? 'yes' : 'no'} |`;
    rows.push(row);
    console.log(`${row}   (${new URL(runs[0]!.url).pathname})`);
  }
  console.log(`\nLighthouse ${RUNS}× per page, median, mobile, default throttling:\n`);
  console.log('| page | performance | LCP | CLS | TBT | goals met |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  chrome.kill();
  await server.stop();
}
